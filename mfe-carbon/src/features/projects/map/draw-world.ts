import { geoNaturalEarth1, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

/**
 * The world map's outlines, drawn once from Natural Earth's 1:110m countries as world-atlas
 * ships them, for `world-outline.ts`. It runs in tests only: the browser gets the
 * drawn paths (about 9 KB gzipped) instead of the atlas and the projection code (about 60 KB).
 */

/** The map's width in SVG units; its height follows from the projection. */
const width = 960;

const topology = countries110m as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/**
 * One SVG path for `object` in whole units: a pixel of a 960-wide map is finer than the
 * 1:110m data, so rounding loses nothing visible, and points that round to the one before are
 * dropped. Relative `l` steps keep the numbers short.
 */
function compactPath(project: ReturnType<typeof geoNaturalEarth1>, object: GeoPermissibleObjects, closed: boolean): string {
  const lines: [number, number][][] = [];
  const at = (x: number, y: number): [number, number] => [Math.round(x), Math.round(y)];
  geoPath(project, {
    moveTo: (x, y) => void lines.push([at(x, y)]),
    lineTo: (x, y) => {
      const line = lines[lines.length - 1]!;
      const [px, py] = line[line.length - 1]!;
      const [nx, ny] = at(x, y);
      if (nx !== px || ny !== py) line.push([nx, ny]);
    },
    beginPath: () => undefined,
    closePath: () => undefined,
    arc: () => undefined,
  })(object);
  return lines
    .filter((line) => line.length >= (closed ? 3 : 2))
    .map((line) => {
      const steps = line.slice(1).flatMap(([x, y], i) => [x - line[i]![0], y - line[i]![1]]);
      // A minus sign separates two numbers by itself.
      const numbers = steps.map((n, i) => (i === 0 || n < 0 ? `${n}` : ` ${n}`)).join('');
      return `M${line[0]![0]} ${line[0]![1]}l${numbers}${closed ? 'z' : ''}`;
    })
    .join('');
}

/** The text of `world-outline.ts`: the projection's figures and the sphere, land and border paths. */
export function drawWorld(): string {
  const sphere: GeoPermissibleObjects = { type: 'Sphere' };
  const projection = geoNaturalEarth1().fitWidth(width, sphere);
  const [[, top], [, bottom]] = geoPath(projection).bounds(sphere);
  const [x, y] = projection.translate();
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const map = {
    width,
    height: Math.ceil(bottom - top),
    scale: round(projection.scale()),
    translate: [round(x), round(y)],
    sphere: compactPath(projection, sphere, true),
    land: compactPath(projection, feature(topology, topology.objects.land), true),
    borders: compactPath(projection, mesh(topology, topology.objects.countries, (a, b) => a !== b), false),
  };
  return [
    '// Drawn by draw-world.ts from world-atlas 2.0.2, countries-110m (Natural Earth, public domain): do not edit.',
    '// `UPDATE_WORLD_MAP=1 pnpm --filter @commons/mfe-carbon exec vitest run world-outline` draws it again.',
    '',
    '/** The world map in Natural Earth projection (d3-geo `geoNaturalEarth1`), as SVG paths in whole units. */',
    `export const worldOutline = ${JSON.stringify(map, null, 2).replace(/"(\w+)":/g, '$1:').replace(/"/g, "'").replace(/\[\s+([\d.]+),\s+([\d.]+)\s+\]/, '[$1, $2]')} as const;`,
    '',
  ].join('\n');
}
