// Draws the sample projects' pictures (api/data/projects/*.jpg): plain landscapes in each
// project's theme, 1200x900 (4:3), each marked "Sample illustration", so nobody takes them for
// photographs of a real site. Run by hand after changing a drawing: node scripts/draw-sample-pictures.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/projects');
const width = 1200;
const height = 900;

const sky = (top, bottom) => `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>`;

const sun = (x, y, r, color = '#ffd34d') => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;

/** The label every picture carries, bottom left, on a dark band that any background keeps legible. */
const label = `
  <rect x="40" y="${height - 110}" width="440" height="70" rx="12" fill="#000" fill-opacity="0.62"/>
  <text x="70" y="${height - 62}" font-family="DejaVu Sans, sans-serif" font-size="38" font-weight="bold" fill="#fff">Sample illustration</text>`;

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}${label}</svg>`;

const panel = (x, y) => `
  <g transform="translate(${x} ${y}) skewX(-12)">
    <rect width="220" height="120" fill="#1d3557" stroke="#e9ecef" stroke-width="6"/>
    ${[1, 2, 3].map((i) => `<line x1="${i * 55}" y1="0" x2="${i * 55}" y2="120" stroke="#a8dadc" stroke-width="3"/>`).join('')}
    <line x1="0" y1="60" x2="220" y2="60" stroke="#a8dadc" stroke-width="3"/>
  </g>
  <rect x="${x + 90}" y="${y + 120}" width="14" height="110" fill="#6c757d"/>`;

const acacia = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 0 L-6 -120 L6 -120 Z" fill="#5b3a1e"/>
    <path d="M-6 -110 L-60 -150 M6 -110 L55 -155" stroke="#5b3a1e" stroke-width="10"/>
    <ellipse cx="0" cy="-165" rx="120" ry="32" fill="#4f772d"/>
  </g>`;

const turbine = (x, y, s = 1, turn = 0) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-8 0 L-4 -300 L4 -300 L8 0 Z" fill="#f8f9fa"/>
    <g transform="translate(0 -300) rotate(${turn})">
      ${[0, 120, 240].map((a) => `<path transform="rotate(${a})" d="M0 0 L-10 -20 L0 -170 L10 -20 Z" fill="#f1f3f5" stroke="#ced4da" stroke-width="2"/>`).join('')}
      <circle r="12" fill="#dee2e6"/>
    </g>
  </g>`;

const house = (x, y, roof = '#9c6644') => `
  <rect x="${x}" y="${y}" width="110" height="80" fill="#f2e8cf"/>
  <path d="M${x - 12} ${y} L${x + 55} ${y - 50} L${x + 122} ${y} Z" fill="${roof}"/>
  <rect x="${x + 42}" y="${y + 35}" width="26" height="45" fill="#6f4518"/>`;

/** One drawing per sample project, named by its project id. */
const pictures = {
  // Solar panels driving a pump beside a field in the Thar's edge.
  GS2443: svg(`${sky('#8ecae6', '#ffe8b0')}${sun(930, 170, 80)}
    <path d="M0 560 Q300 480 600 540 T1200 520 L1200 900 L0 900 Z" fill="#e9c46a"/>
    <path d="M0 660 Q400 600 800 650 T1200 640 L1200 900 L0 900 Z" fill="#d4a373"/>
    ${panel(180, 420)}${panel(470, 430)}
    <rect x="760" y="560" width="90" height="70" fill="#457b9d"/>
    <path d="M0 760 L1200 700 L1200 740 L0 800 Z" fill="#48cae4"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${880 + i * 50} 660 l10 -50 l10 50 Z" fill="#588157"/>`).join('')}`),
  // Dryland forest and the hill of Kasigau.
  VCS612: svg(`${sky('#90e0ef', '#f1faee')}${sun(260, 180, 70, '#ffe066')}
    <path d="M380 560 Q600 220 820 560 Z" fill="#52796f"/>
    <path d="M0 580 Q600 520 1200 580 L1200 900 L0 900 Z" fill="#b5a35f"/>
    <path d="M0 700 Q600 640 1200 700 L1200 900 L0 900 Z" fill="#a68a4b"/>
    ${acacia(140, 640, 1)}${acacia(420, 690, 1.2)}${acacia(760, 650, 0.9)}${acacia(1020, 720, 1.3)}${acacia(600, 600, 0.6)}`),
  // Rice paddies of the delta and a small husk-fired power plant by the river.
  GS3187: svg(`${sky('#a2d2ff', '#e0fbfc')}${sun(180, 150, 60)}
    <rect x="760" y="300" width="260" height="230" fill="#adb5bd"/>
    <rect x="930" y="160" width="50" height="140" fill="#6c757d"/>
    <ellipse cx="975" cy="130" rx="60" ry="30" fill="#e9ecef"/>
    <rect x="790" y="360" width="60" height="50" fill="#495057"/><rect x="880" y="360" width="60" height="50" fill="#495057"/>
    <path d="M0 530 L1200 530 L1200 900 L0 900 Z" fill="#80b918"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M0 ${560 + i * 55} L1200 ${545 + i * 60}" stroke="#55a630" stroke-width="8"/>`).join('')}
    <path d="M0 820 Q600 760 1200 820 L1200 900 L0 900 Z" fill="#4ea8de"/>`),
  // Rwanda's hills, a village and a borehole's hand pump with water containers.
  GS1247: svg(`${sky('#bde0fe', '#f8f9fa')}${sun(1000, 160, 65)}
    <path d="M0 520 Q200 380 420 520 Q640 360 860 520 Q1040 400 1200 500 L1200 900 L0 900 Z" fill="#2d6a4f"/>
    <path d="M0 650 Q600 560 1200 650 L1200 900 L0 900 Z" fill="#95d5b2"/>
    ${house(160, 560)}${house(330, 590, '#7f5539')}
    <rect x="700" y="520" width="26" height="170" fill="#1d3557"/>
    <path d="M726 540 L830 500" stroke="#1d3557" stroke-width="14"/>
    <path d="M700 560 L650 560 L650 600" stroke="#1d3557" stroke-width="14" fill="none"/>
    <rect x="625" y="690" width="160" height="24" fill="#adb5bd"/>
    ${[0, 1, 2].map((i) => `<rect x="${830 + i * 70}" y="640" width="50" height="70" rx="8" fill="${['#ffb703', '#fb8500', '#219ebc'][i]}"/>`).join('')}`),
  // Wind turbines on the dunes of the Ceará coast.
  'CDM-8261': svg(`${sky('#48cae4', '#caf0f8')}${sun(170, 140, 55)}
    <rect y="520" width="1200" height="140" fill="#0077b6"/>
    <path d="M0 600 Q300 560 600 610 T1200 590 L1200 900 L0 900 Z" fill="#f4e3b1"/>
    ${turbine(260, 640, 1, 10)}${turbine(560, 620, 0.85, 40)}${turbine(820, 630, 0.7, 70)}${turbine(1040, 610, 0.55, 25)}`),
  // A landfill's capped mound, its gas wells, and the engine house that burns the gas.
  VCS1563: svg(`${sky('#cfe8ff', '#fdf0d5')}${sun(990, 150, 55)}
    <path d="M80 640 Q450 330 820 640 Z" fill="#6a994e"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${260 + i * 110}" y="${470 + Math.abs(1.5 - i) * 40}" width="14" height="60" fill="#495057"/>`).join('')}
    <path d="M267 520 L600 600 L900 600" stroke="#495057" stroke-width="10" fill="none"/>
    <rect x="880" y="480" width="220" height="160" fill="#adb5bd"/>
    <rect x="1040" y="380" width="30" height="100" fill="#6c757d"/>
    <path d="M1055 380 q-20 -40 0 -70 q20 30 0 70" fill="#f77f00"/>
    <path d="M0 640 L1200 640 L1200 900 L0 900 Z" fill="#a7c957"/>`),
};

await mkdir(folder, { recursive: true });
for (const [projectId, drawing] of Object.entries(pictures)) {
  const file = path.join(folder, `${projectId}.jpg`);
  await sharp(Buffer.from(drawing)).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  console.log(`drew ${path.relative(process.cwd(), file)}`);
}
