import styled from 'styled-components';
import { projectPoint } from '../map/project-point';
import { worldOutline } from '../map/world-outline';

/** A place on the map: a project's id, name and position. */
export interface MapPlace {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

export interface WorldMapProps {
  places: MapPlace[];
  /** What the map shows, in words: its text alternative. */
  label: string;
  /** Magnifies the map this many times around the first place (a project's own page). */
  zoom?: number;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  .sphere { fill: #e8f1f6; }
  .land { fill: #cfdcd3; }
  .borders { fill: none; stroke: #ffffff; stroke-width: 0.75; vector-effect: non-scaling-stroke; }
  /* A dot is a round cap on a path of no length, drawn with a stroke that keeps its width on
     screen whatever the map's size: as large on a phone as on a desktop. */
  .place path { fill: none; stroke-linecap: round; vector-effect: non-scaling-stroke; }
  .place .halo { stroke: #ffffff; stroke-width: 15px; }
  .place .dot { stroke: ${({ theme }) => theme.colors.primary}; stroke-width: 11px; }
`;

/** The part of the map `zoom` times smaller than the whole, centred on `at` as far as the map's edges allow. */
function viewAround(at: { x: number; y: number }, zoom: number): [number, number, number, number] {
  const { width, height } = worldOutline;
  const w = width / zoom;
  const h = height / zoom;
  const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max);
  const round = (n: number) => Math.round(n * 10) / 10;
  return [round(clamp(at.x - w / 2, width - w)), round(clamp(at.y - h / 2, height - h)), w, h];
}

/**
 * The world (Natural Earth, drawn at build time: `world-outline.ts`) with a dot per place, as
 * inline SVG: no tiles, no requests. An image for assistive technology, named by `label`.
 */
export function WorldMap({ places, label, zoom = 1 }: WorldMapProps) {
  const points = places.map((place) => ({ place, ...projectPoint(place.lat, place.lon) }));
  const view = zoom > 1 && points[0] ? viewAround(points[0], zoom) : [0, 0, worldOutline.width, worldOutline.height];
  return (
    <Svg viewBox={view.join(' ')} role="img" aria-label={label}>
      <path className="sphere" d={worldOutline.sphere} />
      <path className="land" d={worldOutline.land} />
      <path className="borders" d={worldOutline.borders} />
      {points.map(({ place, x, y }) => {
        const dot = `M${x.toFixed(1)} ${y.toFixed(1)}h0`;
        return (
          <g key={place.id} className="place" data-x={x.toFixed(1)} data-y={y.toFixed(1)}>
            <title>{place.name}</title>
            <path className="halo" d={dot} />
            <path className="dot" d={dot} />
          </g>
        );
      })}
    </Svg>
  );
}
