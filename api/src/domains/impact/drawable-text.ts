/**
 * The code points a TrueType font draws, read from its `cmap` table: a Unicode full-repertoire
 * subtable (format 12) where the font has one, else the BMP one (format 4). A font draws a box
 * for any other character, which is how an emoji in a display name showed on the share image.
 */
export function drawableCodePoints(font: Buffer): (codePoint: number) => boolean {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const entry = 12 + 16 * i;
    if (font.toString('latin1', entry, entry + 4) === 'cmap') cmap = font.readUInt32BE(entry + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const subtables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const record = cmap + 4 + 8 * i;
    subtables.set(`${font.readUInt16BE(record)}/${font.readUInt16BE(record + 2)}`, cmap + font.readUInt32BE(record + 4));
  }
  const full = subtables.get('3/10') ?? subtables.get('0/4');
  if (full !== undefined && font.readUInt16BE(full) === 12) return ranges12(font, full);
  const bmp = subtables.get('3/1') ?? subtables.get('0/3');
  if (bmp !== undefined && font.readUInt16BE(bmp) === 4) return ranges4(font, bmp);
  throw new Error('the font has no Unicode cmap subtable of format 4 or 12');
}

/** Format 12: groups of consecutive code points, each mapped to glyphs from a start glyph. */
function ranges12(font: Buffer, at: number): (codePoint: number) => boolean {
  const groups: Array<[number, number]> = [];
  for (let i = 0; i < font.readUInt32BE(at + 12); i += 1) {
    const group = at + 16 + 12 * i;
    if (font.readUInt32BE(group + 8) !== 0) groups.push([font.readUInt32BE(group), font.readUInt32BE(group + 4)]);
  }
  return (codePoint) => groups.some(([start, end]) => codePoint >= start && codePoint <= end);
}

/** Format 4: BMP segments; a code point is drawn when it maps to a glyph other than 0 (the box). */
function ranges4(font: Buffer, at: number): (codePoint: number) => boolean {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const offsets = deltas + 2 * segments;
  return (codePoint) => {
    if (codePoint > 0xffff) return false;
    for (let i = 0; i < segments; i += 1) {
      if (codePoint > font.readUInt16BE(ends + 2 * i)) continue;
      const start = font.readUInt16BE(starts + 2 * i);
      if (codePoint < start) return false;
      const offset = font.readUInt16BE(offsets + 2 * i);
      const delta = font.readInt16BE(deltas + 2 * i);
      if (offset === 0) return ((codePoint + delta) & 0xffff) !== 0;
      const glyph = font.readUInt16BE(offsets + 2 * i + offset + 2 * (codePoint - start));
      return glyph !== 0;
    }
    return false;
  };
}

/**
 * `text` with only what the font draws: characters it has no glyph for (an emoji, a script it
 * does not cover) are dropped rather than drawn as boxes, and the spaces they leave closed up.
 */
export function drawableText(text: string, draws: (codePoint: number) => boolean): string {
  const kept = [...text].filter((char) => /\s/.test(char) || draws(char.codePointAt(0)!)).join('');
  return kept.replace(/\s+/g, ' ').trim();
}
