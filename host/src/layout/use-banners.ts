import { notify, readNavigationState } from '@commons/shared/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Banners disappear on their own after this long (docs/product-rules.md#figures-and-limits). */
export const bannerLifetimeMs = 5000;

/** A banner's kind: message (blue), error (red), success (green). */
export type BannerKind = 'message' | 'error' | 'success';

/** One banner to show. */
export interface Banner {
  kind: BannerKind;
  text: string;
}

const kinds: BannerKind[] = ['message', 'error', 'success'];

function bannersOf(state: unknown): Banner[] {
  const read = readNavigationState(state);
  return kinds.flatMap((kind) => {
    const text = read[kind];
    return text ? [{ kind, text }] : [];
  });
}

/**
 * The banners a navigation brought (`location.state` message, error, success). Each can be
 * closed; all clear after 5 s; a new navigation replaces them. A toast saying the same words goes
 * (the 401 that ended a session toasts its reason, which login shows as its banner).
 */
export function useBanners(): { banners: Banner[]; close: (kind: BannerKind) => void } {
  const location = useLocation();
  // A new navigation replaces the banners: adjusted while rendering, as React advises for
  // state that follows a prop. Keyed by the navigation too: going to the same page with equal
  // state is a new navigation.
  const [shown, setShown] = useState(() => ({ location, banners: bannersOf(location.state) }));
  if (shown.location.key !== location.key || shown.location.state !== location.state) {
    setShown({ location, banners: bannersOf(location.state) });
  }

  useEffect(() => {
    for (const banner of bannersOf(location.state)) notify.dismissMessage(banner.text);
    const timer = setTimeout(() => setShown((current) => ({ ...current, banners: [] })), bannerLifetimeMs);
    return () => clearTimeout(timer);
  }, [location.key, location.state]);

  const close = (kind: BannerKind) =>
    setShown((current) => ({ ...current, banners: current.banners.filter((banner) => banner.kind !== kind) }));
  return { banners: shown.banners, close };
}
