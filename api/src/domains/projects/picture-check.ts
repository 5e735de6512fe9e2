import { imageSize } from 'image-size';
import { projectLimits, type ProjectPictureType } from '@commons/shared/schemas';

/** The largest picture file a project may carry: far above a 1600x1200 photograph. */
export const pictureMaxBytes = 5 * 1024 * 1024;

/** What image-size calls the kinds of picture a project may show. */
const typesBySize: Partial<Record<string, ProjectPictureType>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A picture whose bytes passed the FAQ's rules: its type and size in pixels. */
export interface CheckedPicture {
  contentType: ProjectPictureType;
  width: number;
  height: number;
}

/** The picture's bytes are not what a project's page may show; `message` says why, for a person. */
export class PictureRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureRefused';
  }
}

const { pictureMinWidth: minWidth, pictureMinHeight: minHeight } = projectLimits;

/**
 * Checks a picture's bytes by the FAQ's rules: a JPEG, PNG or WebP of at least
 * 800x600 pixels in a 4:3 ratio, read from the file's own header rather than its name. Throws
 * `PictureRefused` with the reason and the size the picture has.
 */
export function checkPicture(bytes: Uint8Array): CheckedPicture {
  if (bytes.length === 0) throw new PictureRefused('is an empty file');
  if (bytes.length > pictureMaxBytes) throw new PictureRefused(`must be at most ${pictureMaxBytes / 1024 / 1024} MB`);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new PictureRefused('must be a JPEG, PNG or WebP picture');
  }
  const contentType = typesBySize[size.type ?? ''];
  if (!contentType) throw new PictureRefused(`must be a JPEG, PNG or WebP picture (this one is ${size.type ?? 'unknown'})`);
  // A JPEG's EXIF orientation 5 to 8 turns it a quarter: the page shows it the other way round.
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (width < minWidth || height < minHeight) {
    throw new PictureRefused(`must be at least ${minWidth}x${minHeight} pixels (this one is ${width}x${height})`);
  }
  if (width * 3 !== height * 4) throw new PictureRefused(`must be in a 4:3 ratio (this one is ${width}x${height})`);
  return { contentType, width, height };
}
