import { pictureSrcSet, projectPictureSizes } from '@commons/shared/domain';
import type { ProjectPicture } from '@commons/shared/schemas';
import styled from 'styled-components';

const Gallery = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 10px;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  /* The first picture leads, as wide as the gallery. */
  img:first-child { grid-column: 1 / -1; }
`;

/**
 * The project's pictures (4:3, at least 800x600), each with its alt text; the first one large.
 * With a small rendition the browser picks by the width shown (`sizes`), so a phone fetches 640px.
 */
export function ProjectPictures({ pictures }: { pictures: ProjectPicture[] }) {
  return (
    <Gallery>
      {pictures.map((picture, index) => (
        <img
          key={picture.url}
          src={picture.url}
          srcSet={pictureSrcSet(picture)}
          sizes={picture.small ? (index === 0 ? projectPictureSizes.lead : projectPictureSizes.thumbnail) : undefined}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      ))}
    </Gallery>
  );
}
