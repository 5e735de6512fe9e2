import { useEffect, type ComponentType } from 'react';

/**
 * The page component, calling `onFirstMount` the first time it is on screen: the moment a remote
 * page counts as loaded. Later visits of the page in the same page load report nothing more.
 */
export function reportedOnMount(Page: ComponentType, onFirstMount: () => void): ComponentType {
  let reported = false;
  return function ReportedPage() {
    useEffect(() => {
      if (reported) return;
      reported = true;
      onFirstMount();
    }, []);
    return <Page />;
  };
}
