import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { drawableCodePoints, drawableText } from '../../src/domains/impact/drawable-text';
import { renderShareImage } from '../../src/domains/impact/share-image';

const font = (name: string) => readFile(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));

describe('the share image', () => {
  it('should know which characters DejaVu Sans Bold draws: the scripts and the few symbols it covers, not most emoji', async () => {
    const draws = drawableCodePoints(await font('DejaVuSans-Bold.ttf'));
    for (const char of ['A', 'é', 'Đ', 'Ω', 'Ж', '€', '…', '☀', '😀']) expect(draws(char.codePointAt(0)!)).toBe(true);
    for (const char of ['🌱', '🦊', '🎉', '漢', '\u{10FFFF}']) expect(draws(char.codePointAt(0)!)).toBe(false);
  });

  it('should drop from a name what the font cannot draw, instead of drawing a box', async () => {
    const draws = drawableCodePoints(await font('DejaVuSans-Bold.ttf'));
    expect(drawableText('Ada 🌱 the Planter 🦊🎉', draws)).toBe('Ada the Planter');
    expect(drawableText('Ada ☀', draws)).toBe('Ada ☀');
    expect(drawableText('Zoë Đorđević Анна', draws)).toBe('Zoë Đorđević Анна');
    expect(drawableText('🌱🌍', draws)).toBe('');
  });

  it('should draw the same image for a name with an emoji as for the name without it', async () => {
    const content = { totalTonnes: 12, sampleTonnes: 0 };
    const [withEmoji, without] = await Promise.all([
      renderShareImage({ ...content, displayName: 'Ada 🌱 Planter' }),
      renderShareImage({ ...content, displayName: 'Ada Planter' }),
    ]);
    expect(withEmoji.equals(without)).toBe(true);
  });

  it('should say on the image when its tonnes are samples', async () => {
    const content = { displayName: 'Ada Planter', totalTonnes: 12 };
    const [real, sample] = await Promise.all([renderShareImage({ ...content, sampleTonnes: 0 }), renderShareImage({ ...content, sampleTonnes: 12 })]);
    expect(real.equals(sample)).toBe(false);
  });
});
