import { render, screen } from '@testing-library/react';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { WorldMap } from './world-map';

const kasigau = { id: 'p1', name: 'Kasigau Corridor REDD+', lat: -3.4, lon: 38.6 };
const rimba = { id: 'p2', name: 'Rimba Raya', lat: -3.1, lon: 112.2 };

function draw(props: Parameters<typeof WorldMap>[0]) {
  render(
    <CommonsThemeProvider>
      <WorldMap {...props} />
    </CommonsThemeProvider>,
  );
  return screen.getByRole('img', { name: props.label });
}

describe('WorldMap', () => {
  it('should draw the world with one dot per place, named by its text alternative', () => {
    const map = draw({ places: [kasigau, rimba], label: 'Map of 2 projects' });
    expect(map.getAttribute('viewBox')).toBe('0 0 960 500');
    const dots = map.querySelectorAll('.place');
    expect([...dots].map((dot) => dot.textContent)).toEqual(['Kasigau Corridor REDD+', 'Rimba Raya']);
    // East of Kenya is further right; both sit just south of the equator (y 249.6).
    expect(Number(dots[1]!.getAttribute('data-x'))).toBeGreaterThan(Number(dots[0]!.getAttribute('data-x')));
    expect(Number(dots[0]!.getAttribute('data-y'))).toBeGreaterThan(249.6);
    expect(dots[0]!.querySelector('.dot')?.getAttribute('d')).toBe(`M${dots[0]!.getAttribute('data-x')} ${dots[0]!.getAttribute('data-y')}h0`);
    expect(map.querySelector('.land')?.getAttribute('d')).toMatch(/^M\d+ \d+l/);
  });

  it('should magnify the map around a single place, inside the map', () => {
    const map = draw({ places: [kasigau], label: 'Where Kasigau Corridor REDD+ is', zoom: 4 });
    const [x, y, w, h] = map.getAttribute('viewBox')!.split(' ').map(Number);
    const dot = map.querySelector('.place')!;
    expect([w, h]).toEqual([240, 125]);
    expect(Number(dot.getAttribute('data-x'))).toBeCloseTo(x! + w! / 2, 0);
    expect(Number(dot.getAttribute('data-y'))).toBeCloseTo(y! + h! / 2, 0);

    // By the pole, the view stops at the top of the map rather than show beyond it.
    const arctic = draw({ places: [{ id: 'p3', name: 'North', lat: 89, lon: -179 }], label: 'Where North is', zoom: 4 });
    const [left, top] = arctic.getAttribute('viewBox')!.split(' ').map(Number);
    expect(top).toBe(0);
    expect(left).toBeGreaterThanOrEqual(0);
  });
});
