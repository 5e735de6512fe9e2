import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
const require = createRequire(import.meta.url);
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));
const projection = geoNaturalEarth1().fitWidth(960, { type: 'Sphere' });
function compact(object, closed) {
  const lines = [];
  let line = null;
  const context = {
    moveTo(x, y) { line = [[Math.round(x), Math.round(y)]]; lines.push(line); },
    lineTo(x, y) { const p = [Math.round(x), Math.round(y)]; const q = line.at(-1); if (p[0] !== q[0] || p[1] !== q[1]) line.push(p); },
    closePath() {}, arc() {},
  };
  geoPath(projection, context)(object);
  let out = '';
  for (const l of lines) {
    if (l.length < (closed ? 3 : 2)) continue;
    out += `M${l[0][0]} ${l[0][1]}`;
    let cmd = 'l';
    let prev = l[0];
    for (const p of l.slice(1)) { const dx = p[0]-prev[0], dy = p[1]-prev[1]; out += `${cmd}${dx}${dy < 0 ? '' : ' '}${dy}`.replace(/l(-)/,'l$1'); cmd = dx < 0 ? '' : ' '; prev = p; }
    if (closed) out += 'z';
  }
  return out;
}
const land = compact(feature(topo, topo.objects.land), true);
const borders = compact(mesh(topo, topo.objects.countries, (a, b) => a !== b), false);
console.log(land.length, borders.length, gzipSync(land+borders).length);
console.log(land.slice(0,300));
