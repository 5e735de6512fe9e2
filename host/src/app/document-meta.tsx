import { useEffect } from 'react';
import { documentTitle } from './host-screens';

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
export function DocumentMeta({ title, description }: { title: string; description?: string | undefined }) {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) descriptionTag().content = description;
    else document.head.querySelector('meta[name="description"]')?.remove();
  }, [title, description]);
  return null;
}
