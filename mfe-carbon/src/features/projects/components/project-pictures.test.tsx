import { screen } from '@testing-library/react';
import { projectPictureSizes } from '@commons/shared/domain';
import { renderPage } from '@commons/shared/testing';
import { kasigau, kasigauSummary, mangroveSummary } from '../testing/projects';
import { ProjectCard } from './project-card';
import { ProjectPictures } from './project-pictures';

const picture = (name: string) => screen.getByRole('img', { name });

// A phone shows a card's picture at 104px and the gallery's first at the page's width: with a
// small rendition it fetches that (640px) instead of the whole picture.
describe('project pictures in the size the screen needs', () => {
  it("should offer a card's small rendition and the picture by width, sized as the cards' grid", () => {
    renderPage(<ProjectCard project={kasigauSummary} first />);
    const img = picture('Elephants crossing the Kasigau corridor, picture 1');
    expect(img).toHaveAttribute('srcset', `${kasigauSummary.picture.small!.url} 640w, ${kasigauSummary.picture.url} 1200w`);
    expect(img).toHaveAttribute('sizes', projectPictureSizes.card);
    expect(img).toHaveAttribute('src', kasigauSummary.picture.url);
    expect(img).toMatchObject({ width: 1200, height: 900 });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('should size the gallery\'s first picture as the gallery, the others as thumbnails', () => {
    renderPage(<ProjectPictures pictures={kasigau.pictures} />);
    const [first, second] = kasigau.pictures;
    expect(picture(first!.alt)).toHaveAttribute('srcset', `${first!.small!.url} 640w, ${first!.url} 1200w`);
    expect(picture(first!.alt)).toHaveAttribute('sizes', projectPictureSizes.lead);
    expect(picture(second!.alt)).toHaveAttribute('srcset', `${second!.small!.url} 640w, ${second!.url} 1200w`);
    expect(picture(second!.alt)).toHaveAttribute('sizes', projectPictureSizes.thumbnail);
    expect(picture(second!.alt)).toHaveAttribute('loading', 'lazy');
  });

  it('should offer the large rendition between the small one and a photograph wider than it', () => {
    const photo = {
      ...kasigau.pictures[0]!,
      width: 4000,
      height: 3000,
      large: { url: `/api/api/projects/VCS-612/pictures/${'d'.repeat(64)}`, width: 1280, height: 960 },
    };
    renderPage(<ProjectPictures pictures={[photo]} />);
    expect(picture(photo.alt)).toHaveAttribute('srcset', `${photo.small!.url} 640w, ${photo.large.url} 1280w, ${photo.url} 4000w`);
  });

  it('should draw a picture without a rendition as before: its src alone', () => {
    renderPage(<ProjectCard project={mangroveSummary} first={false} />);
    const img = picture('Young mangroves at low tide');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('src', mangroveSummary.picture.url);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
  });
});
