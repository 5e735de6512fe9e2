import sharp from 'sharp';

/**
 * The small copy of every project picture: wide enough for a card or a phone's gallery at up to
 * about 1.75 device pixels per CSS pixel, so a phone need not download a full photograph
 * (a 4000x3000 original is megabytes; this is tens of kilobytes).
 */
export const smallRendition = { width: 640, height: 480, contentType: 'image/webp' } as const;

/**
 * The picture's bytes as the small rendition: turned upright by its EXIF orientation (as a
 * browser shows the original), cut to 4:3 (every picture already is), WebP, no metadata.
 */
export async function renderSmall(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize(smallRendition.width, smallRendition.height, { fit: 'cover' })
    .webp({ quality: 75 })
    .toBuffer();
}
