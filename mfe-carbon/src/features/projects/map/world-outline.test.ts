// @vitest-environment node
/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import { geoNaturalEarth1 } from 'd3-geo';
import { drawWorld } from './draw-world';
import { projectPoint } from './project-point';
import { worldOutline } from './world-outline';

describe('worldOutline', () => {
  it('should be the drawing of the atlas the package ships', async () => {
    const file = new URL('./world-outline.ts', import.meta.url);
    // UPDATE_WORLD_MAP=1 draws it again, after a new world-atlas or a change to draw-world.ts.
    if (process.env.UPDATE_WORLD_MAP === '1') await writeFile(file, drawWorld());
    expect(await readFile(file, 'utf8')).toBe(drawWorld());
  });

  it('should place a project where the full projection does', () => {
    const projection = geoNaturalEarth1().scale(worldOutline.scale).translate([...worldOutline.translate]);
    for (const [lon, lat] of [[0, 0], [36.6, -3.4], [-62.2, -10.5], [179.9, 89.9], [-179.9, -89.9], [121.5, 25.0]] as const) {
      const [x, y] = projection([lon, lat])!;
      const placed = projectPoint(lat, lon);
      expect(placed.x).toBeCloseTo(x, 6);
      expect(placed.y).toBeCloseTo(y, 6);
    }
  });
});
