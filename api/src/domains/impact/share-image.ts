import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { formatCount, sampleRetirementLabel } from '@commons/shared/domain';
import { drawableCodePoints, drawableText } from './drawable-text';

/** The Open Graph size every network crops from (1.91:1). */
export const shareImageSize = { width: 1200, height: 630 } as const;

// DejaVu, installed with the server as the certificates' font: no network at render time, and it
// draws the Latin, Greek and Cyrillic names a display name may hold.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(fontFile('DejaVuSans.ttf')).then((data) => ({ name: 'DejaVu Sans', data, weight: 400 as const })),
    readFile(fontFile('DejaVuSans-Bold.ttf')).then((data) => ({ name: 'DejaVu Sans', data, weight: 700 as const })),
  ]));

/** What the bold face, in which the name is drawn, has glyphs for. */
let boldDraws: Promise<(codePoint: number) => boolean> | undefined;
const loadBoldDraws = () => (boldDraws ??= readFile(fontFile('DejaVuSans-Bold.ttf')).then(drawableCodePoints));

/** What the image says the name is when nothing of it can be drawn (a name of emoji only). */
const nameless = 'A Carbon Commons member';

/** satori's element shape, without React: a type, a style and children. */
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: Array<Node | string> | string };
}
const el = (type: string, style: Node['props']['style'], children: Node['props']['children']): Node => ({ type, props: { style, children } });

/** A long name is cut to fit two lines of the title size rather than overflowing the card. */
const fitted = (name: string) => ([...name].length > 48 ? `${[...name].slice(0, 47).join('')}…` : name);

/** The card's last line: what the tonnes are, a sample's said plainly (docs/product-rules.md#sample-retirements). */
function kindOfCredits({ totalTonnes, sampleTonnes }: ShareImageContent): string {
  if (sampleTonnes === 0) return 'Certified carbon credits, retired voluntarily';
  if (sampleTonnes >= totalTonnes) return `${sampleRetirementLabel}: sample credits`;
  return `Of which ${formatCount(sampleTonnes)} t sample credits, not real retirements`;
}

function card(content: ShareImageContent, displayName: string): Node {
  const { totalTonnes } = content;
  const tonnes = `${formatCount(totalTonnes)} tonne${totalTonnes === 1 ? '' : 's'} CO2e`;
  return el(
    'div',
    {
      // satori adds the padding to the size (content-box): the card is the image's size less it.
      width: shareImageSize.width - 144,
      height: shareImageSize.height - 128,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      background: '#14532d',
      color: '#ffffff',
      fontFamily: 'DejaVu Sans',
    },
    [
      el('div', { display: 'flex', fontSize: 34, fontWeight: 700, color: '#9bd3ae' }, 'Carbon Commons'),
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el('div', { display: 'flex', fontSize: 60, fontWeight: 700, lineHeight: 1.15 }, fitted(displayName)),
        el('div', { display: 'flex', fontSize: 36, marginTop: 20, color: '#e4f3ea' }, 'has retired'),
        el('div', { display: 'flex', fontSize: 80, fontWeight: 700, color: '#ffffff' }, tonnes),
      ]),
      el('div', { display: 'flex', fontSize: 28, color: content.sampleTonnes === 0 ? '#9bd3ae' : '#fecaca' }, kindOfCredits(content)),
    ],
  );
}

export interface ShareImageContent {
  displayName: string;
  totalTonnes: number;
  /** Of the total, the tonnes of sample retirements. */
  sampleTonnes: number;
}

/**
 * The public page's share image: a PNG, 1200x630, naming the display name and the tonnes
 * retired. The name keeps only what the font draws: an emoji would be a box.
 */
export async function renderShareImage(content: ShareImageContent): Promise<Buffer> {
  const name = drawableText(content.displayName, await loadBoldDraws()) || nameless;
  const svg = await satori(card(content, name) as unknown as Parameters<typeof satori>[0], { ...shareImageSize, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width }, font: { loadSystemFonts: false } }).render().asPng();
}

/** How many drawn share images are kept: at most about 50 KB each. */
const cachedImages = 100;

/**
 * The share images drawn lately, by what they show: drawing one costs about a quarter of a
 * second of CPU, and a shared link's preview is fetched by every network that shows it. Looked
 * up only once the page is known to be on, so turning it off still answers 404 at once.
 */
export function cachedShareImages() {
  const drawn = new Map<string, Promise<Buffer>>();
  return (content: ShareImageContent): Promise<Buffer> => {
    const key = JSON.stringify([content.displayName, content.totalTonnes, content.sampleTonnes]);
    const cached = drawn.get(key);
    if (cached) return cached;
    const image = renderShareImage(content);
    drawn.set(key, image);
    image.catch(() => drawn.delete(key));
    // A Map keeps insertion order: the first key is the oldest drawn.
    if (drawn.size > cachedImages) drawn.delete(drawn.keys().next().value!);
    return image;
  };
}
