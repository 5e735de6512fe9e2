import type { SitePath } from '@commons/shared/domain';
import { useEffect } from 'react';
import { documentTitle, pageMeta } from './page-meta';

/** The page's `<meta name="description">`, made once and then kept up to date. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets the document's title and description for the route on screen (renders nothing). */
export function DocumentMeta({ path }: { path: SitePath }) {
  useEffect(() => {
    document.title = documentTitle(path);
    const { description } = pageMeta[path];
    if (description) descriptionTag().content = description;
    else document.head.querySelector('meta[name="description"]')?.remove();
  }, [path]);
  return null;
}
