import sharp from 'sharp';

/** A WebP copy of a picture, cut to 4:3 at this size. */
export interface Rendition {
  width: number;
  height: number;
  contentType: 'image/webp';
}

/**
 * The copies of every project picture a narrower screen fetches instead (`srcset`): `small`
 * for a card or a gallery thumbnail, and for a phone's lead picture at up to about 1.75 device
 * pixels per CSS pixel; `large` for that picture on a phone at 2 or 3 (a 390px phone at 3 needs
 * about 1,074 pixels) and a desktop's at 2. A 4000x3000 original is megabytes; these are tens
 * to a hundred or so kilobytes.
 */
export const renditions = {
  small: { width: 640, height: 480, contentType: 'image/webp' },
  large: { width: 1280, height: 960, contentType: 'image/webp' },
} as const satisfies Record<string, Rendition>;

/**
 * The picture's bytes as `rendition`: turned upright by its EXIF orientation (as a browser
 * shows the original), cut to 4:3 (every picture already is), WebP, no metadata.
 */
export async function render(bytes: Uint8Array, rendition: Rendition): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize(rendition.width, rendition.height, { fit: 'cover' })
    .webp({ quality: 75 })
    .toBuffer();
}

/** Whether a picture `width` pixels wide gets the large copy: only one wider than it (never enlarged). */
export const hasLargeRendition = (width: number): boolean => width > renditions.large.width;
