import type { ProjectPicture } from '../schemas/projects';

/**
 * How wide each project picture is on screen, as the `sizes` of its `srcset`, so a browser
 * fetches the small rendition wherever it will do. One declaration for mfe-carbon's `<img>`s
 * and the project page's preload (api page-head.ts), which must match. Read from the layout:
 * `Page` (shared/src/ui/layout.tsx: at most 1120px, 20px padding, 16px up to 480px), the
 * cards' grid (project-list.tsx, project-card.tsx) and the gallery (project-detail.tsx,
 * project-pictures.tsx); change these with them.
 */
export const projectPictureSizes = {
  /**
   * A card on `/projects`: a 104px thumbnail beside the facts under 600px; then a cell of a
   * grid of 260px+ columns with 20px gaps, two columns up to 859px and three from 860px.
   */
  card: '(max-width: 599px) 104px, (max-width: 859px) calc((100vw - 60px) / 2), (max-width: 1119px) calc((100vw - 80px) / 3), 347px',
  /**
   * A project page's first picture, as wide as the gallery: the page's width, then from
   * 900px the wide column (3fr of 3fr + 2fr, 24px gap).
   */
  lead: '(max-width: 480px) calc(100vw - 32px), (max-width: 899px) calc(100vw - 40px), (max-width: 1119px) calc((100vw - 64px) * 0.6), 634px',
  /** The gallery's other pictures: cells of 140px+ columns with 10px gaps, never past 215px once two fit. */
  thumbnail: '(max-width: 321px) calc(100vw - 32px), 215px',
} as const;

/**
 * A picture's `srcset`, its renditions and itself by width (`<small> 640w, <large> 1280w,
 * <url> 4000w`); undefined for a picture without a rendition, whose `<img>` names `src` alone.
 */
export const pictureSrcSet = ({ small, large, url, width }: ProjectPicture): string | undefined =>
  small ? [small, ...(large ? [large] : []), { url, width }].map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ') : undefined;
