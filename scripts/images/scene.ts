import { type MotifName, MOTIFS } from './motifs';
import { type Pal, SHARED } from './pieces';
import { C, escapeXml, f, hash, op, R, rngFrom, S } from './svg';

/** The backdrop every illustration shares: a patterned wall, a table, the motif, an optional name label. */

const PALETTES: Pal[] = [
  { bg: '#f6e6cf', halo: '#f0cf9f', table: '#9a6440', accent: '#c8553d', accent2: '#2f6f73', pat: '#7a4a2a' },
  { bg: '#f3d5c0', halo: '#eab08f', table: '#6f4a37', accent: '#2f6f73', accent2: '#e0a458', pat: '#8a3b2a' },
  { bg: '#2f4858', halo: '#3e5f72', table: '#b98255', accent: '#f2a541', accent2: '#e4572e', pat: '#ffffff' },
  { bg: '#e9dcc3', halo: '#d8bf92', table: '#7d5236', accent: '#6a8d73', accent2: '#d1603d', pat: '#5b3a29' },
  { bg: '#8c3b2e', halo: '#a24a39', table: '#e2c49c', accent: '#f2c14e', accent2: '#2f5d62', pat: '#ffffff' },
  { bg: '#f2c14e', halo: '#f7d98b', table: '#7a4b2c', accent: '#b2452f', accent2: '#2f5d62', pat: '#8a5a12' },
  { bg: '#dfe6d3', halo: '#c7d5b1', table: '#a0704a', accent: '#d97b3f', accent2: '#4f7a52', pat: '#3f5a3a' },
  { bg: '#3a2e2b', halo: '#4d3d38', table: '#c48a55', accent: '#e8a33d', accent2: '#c8553d', pat: '#ffffff' },
  { bg: '#f5e1dc', halo: '#ecc2b8', table: '#84604c', accent: '#c8553d', accent2: '#5a7d7c', pat: '#8a4a3a' },
  { bg: '#1f3b4d', halo: '#2c5068', table: '#d6a06a', accent: '#f0b44c', accent2: '#e76f51', pat: '#ffffff' },
  { bg: '#e7d7c9', halo: '#d6b99f', table: '#5f4636', accent: '#b5523b', accent2: '#d9a441', pat: '#5f4636' },
  { bg: '#264e46', halo: '#336357', table: '#d1a36f', accent: '#f2cc8f', accent2: '#e07a5f', pat: '#ffffff' },
];

const WALL_PATTERNS = [
  (c: string) => `<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="3" fill="${c}"/></pattern>`,
  (c: string) => `<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="28" fill="${c}"/></pattern>`,
  (c: string) => `<pattern id="p" width="44" height="44" patternUnits="userSpaceOnUse"><path d="M22 14v16M14 22h16" stroke="${c}" stroke-width="4" stroke-linecap="round"/></pattern>`,
  (c: string) => `<pattern id="p" width="48" height="24" patternUnits="userSpaceOnUse"><path d="M0 12q12-10 24 0t24 0" fill="none" stroke="${c}" stroke-width="3"/></pattern>`,
  (c: string) => `<pattern id="p" width="56" height="56" patternUnits="userSpaceOnUse"><path d="M28 16l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9-7-3.7-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1z" fill="${c}"/></pattern>`,
];

const HORIZON = 230;
/** How much each motif is enlarged around (400, 340); food reads better big. */
const SCALE: Partial<Record<string, number>> = { drink: 1.05, storefront: 1, cloche: 1.1, breakfast: 1.12, burger: 1.12, sandwich: 1.12 };

export function scene(o: { title: string; seedKey: string; motif: MotifName; variant?: string; label?: string }): string {
  const h = hash(o.seedKey);
  const pal = PALETTES[h % PALETTES.length]!;
  const rng = rngFrom(h);
  const drawn = MOTIFS[o.motif]({ rng, pal, v: o.variant ?? '' });
  const d: { body: string; defs?: string; cloth?: boolean } = typeof drawn === 'string' ? { body: drawn } : drawn;
  const { body, defs = '', cloth = false } = d;
  const useCloth = cloth && (h >>> 8) % 3 !== 0;
  const shared = Object.entries(SHARED)
    .filter(([id]) => body.includes(`"#${id}"`))
    .map(([id, g]) => `<g id="${id}">${g}</g>`)
    .join('');
  const k = SCALE[o.motif] ?? 1.2;
  const wall = WALL_PATTERNS[(h >>> 4) % WALL_PATTERNS.length]!(pal.pat);
  const gingham = useCloth
    ? `<pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="40" fill="${pal.accent}" opacity=".3"/><rect width="40" height="20" fill="${pal.accent}" opacity=".3"/></pattern>`
    : '';
  const table = useCloth
    ? R(0, HORIZON, 800, 270, 0, '#f7efe3') + R(0, HORIZON, 800, 270, 0, 'url(#g)')
    : R(0, HORIZON, 800, 270, 0, pal.table) +
      S('M0 300h250m70 0h480M0 380h520m70 0h210M0 455h140m70 0h590', '#000', 3, op(0.1));
  let label = '';
  if (o.label) {
    const text = o.label.length > 40 ? `${o.label.slice(0, 38).trimEnd()}…` : o.label;
    const w = Math.min(600, Math.round(text.length * 10.6 + 48));
    label =
      R(400 - w / 2, 446, w, 38, 19, '#fffdf8', op(0.94)) +
      `<text x="400" y="471" text-anchor="middle" font-family="system-ui,sans-serif" font-size="19" font-weight="600" fill="#3a2a20">${escapeXml(text)}</text>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(o.title)}</title><defs>${wall}${gingham}${defs}${shared}</defs>` +
    R(0, 0, 800, 500, 0, pal.bg) +
    R(0, 0, 800, HORIZON, 0, 'url(#p)', op(0.1)) +
    C(400, HORIZON, 200, pal.halo) +
    table +
    R(0, HORIZON, 800, 6, 0, '#fff', op(0.15)) +
    (k === 1 ? body : `<g transform="matrix(${k} 0 0 ${k} ${f(400 - 400 * k)} ${f(340 - 340 * k)})">${body}</g>`) +
    label +
    `</svg>`
  );
}
