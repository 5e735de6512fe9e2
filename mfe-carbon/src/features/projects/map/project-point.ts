import { geoNaturalEarth1Raw } from 'd3-geo';
import { worldOutline } from './world-outline';

const radians = Math.PI / 180;

/**
 * Where a latitude and longitude fall on `worldOutline`: the projection's raw formula alone (a
 * few hundred bytes of d3-geo), scaled and moved as the outline was drawn.
 */
export function projectPoint(lat: number, lon: number): { x: number; y: number } {
  const [x, y] = geoNaturalEarth1Raw(lon * radians, lat * radians);
  const [tx, ty] = worldOutline.translate;
  return { x: tx + worldOutline.scale * x, y: ty - worldOutline.scale * y };
}
