/**
 * Generates the site's light, original SVG illustrations under public/images/.
 *
 *   npx tsx scripts/generate-images.ts          -> writes only images that are missing
 *   npx tsx scripts/generate-images.ts --force  -> rewrites every image
 *   npx tsx scripts/generate-images.ts --list   -> also prints the motif chosen for each image
 *
 * It reads the content files (cuisines, restaurants, articles, recipes), and for
 * every image path they reference draws a flat food illustration: a patterned
 * wall, a table, a plate or board and a motif chosen from the cuisine, the
 * article category or the recipe title. Colours come deterministically from a
 * hash of the image path, so reruns produce identical files. No dependencies,
 * no raster data, no web fonts; each file is 1-3 KB. Content files that are
 * missing or do not load yet are skipped with a warning.
 * Also writes /images/placeholder-restaurant.svg, /images/placeholder-food.svg
 * and the 40x40 /images/logo.svg.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Article, Cuisine, Recipe, Restaurant } from '../app/content/types';
import { slugify } from '../app/utils/slug';

const ROOT = resolve(import.meta.dirname, '..');
const CONTENT = join(ROOT, 'app/content');
const PUBLIC = join(ROOT, 'public');
const FORCE = process.argv.includes('--force');
/** --list prints the motif chosen for every image. */
const LIST = process.argv.includes('--list');

// ---------------------------------------------------------------------------
// Small SVG helpers (numbers rounded to one decimal to keep files small)

const f = (n: number) => String(Math.round(n * 10) / 10);
const op = (o: number) => ` opacity="${o}"`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, x = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${x}/>`;
const C = (cx: number, cy: number, r: number, fill: string, x = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${x}/>`;
const R = (x: number, y: number, w: number, h: number, rx: number, fill: string, ex = '') =>
  `<rect${x ? ` x="${f(x)}"` : ''}${y ? ` y="${f(y)}"` : ''} width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${ex}/>`;
const P = (d: string, fill: string, ex = '') => `<path d="${d}" fill="${fill}"${ex}/>`;
const S = (d: string, stroke: string, w: number, ex = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${ex}/>`;
const G = (t: string, inner: string) => `<g transform="${t}">${inner}</g>`;
const at = (x: number, y: number, rot = 0, s = 1) =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s !== 1 ? ` scale(${f(s)})` : ''}`;
const stroke = (c: string, w: number) => ` stroke="${c}" stroke-width="${w}"`;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** FNV-1a, 32 bit. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic random generator. */
function rngFrom(seed: number) {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------
// Palettes and scene

type Pal = { bg: string; halo: string; table: string; accent: string; accent2: string; pat: string };
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

type Ctx = { rng: () => number; pal: Pal; v: string };
type Drawn = string | { body: string; defs?: string; cloth?: boolean };
type Motif = (c: Ctx) => Drawn;

const HORIZON = 230;
/** How much each motif is enlarged around (400, 340); food reads better big. */
const SCALE: Partial<Record<string, number>> = { drink: 1.05, storefront: 1, cloche: 1.1, breakfast: 1.12, burger: 1.12, sandwich: 1.12 };

function scene(o: { title: string; seedKey: string; motif: MotifName; variant?: string; label?: string }): string {
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

// ---------------------------------------------------------------------------
// Shared pieces

const sh = (cx: number, cy: number, rx: number, ry: number) => E(cx, cy, rx, ry, '#000', op(0.14));
const plate3q = (cx = 400, cy = 330, rx = 260, ry = 88) =>
  sh(cx, cy + 16, rx + 6, ry) + E(cx, cy + 9, rx, ry, '#d8cfc2') + E(cx, cy, rx, ry, '#fffdf8') + E(cx, cy + 3, rx * 0.76, ry * 0.7, '#f3ede3');
const plateSide = (cx = 400, y = 400, rx = 240) =>
  sh(cx, y + 14, rx + 10, 26) + E(cx, y + 8, rx, 26, '#d8cfc2') + E(cx, y, rx, 26, '#fffdf8') + E(cx, y - 2, rx * 0.72, 14, '#f3ede3');
const steam = (xs: number[], y: number) =>
  xs.map((x) => S(`M${x} ${y}c-16-18 16-30 0-48s16-30 0-48`, '#fff', 7, op(0.5))).join('');
const leaf = (x: number, y: number, rot: number, len: number, col: string) =>
  E(x, y, len, len * 0.42, col, ` transform="rotate(${f(rot)} ${f(x)} ${f(y)})"`);
const wedge = (x: number, y: number, rot: number, rind: string, flesh: string) =>
  G(at(x, y, rot), P('M-30 0a30 30 0 0 0 60 0z', rind) + P('M-24 1a24 22 0 0 0 48 0z', flesh) + S('M0 2v18M0 2l-14 12M0 2l14 12', rind, 2));
/** Pieces drawn many times are defined once per file and placed with <use>. */
const SHARED: Record<string, string> = {
  sr: S('M-22 10a26 26 0 1 1 36-24', '#f2875c', 20) + S('M-10-18l5 10M6-24v12M18-12l-10 5', '#fcc7a8', 3) + P('M10-32l26-10-8 24z', '#e0603a'),
  lm: wedge(0, 0, 0, '#efc52f', '#fbe88a'),
  li: wedge(0, 0, 0, '#5f9e32', '#c3e07f'),
  tc: P('M-34-14l68-8-30 52z', '#f0c65a') + C(-6, -4, 2.5, '#fff', op(0.7)) + C(10, 6, 2, '#fff', op(0.7)),
  pc: P('M-34-14l68-8-30 52z', '#f1dcae') + C(-6, -4, 2.5, '#c99a5a', op(0.5)) + C(10, 6, 2, '#c99a5a', op(0.5)),
};
const use = (id: string, x: number, y: number, rot = 0, s = 1) => `<use href="#${id}" transform="${at(x, y, rot, s)}"/>`;
const lemon = (x: number, y: number, rot = 0) => use('lm', x, y, rot);
const lime = (x: number, y: number, rot = 0) => use('li', x, y, rot);
const shrimp = (x: number, y: number, rot = 0, s = 1) => use('sr', x, y, rot, s);
const chopsticks = (x1: number, y1: number, x2: number, y2: number) =>
  S(`M${x1} ${y1}L${x2} ${y2}`, '#c8894f', 8) + S(`M${x1 + 14} ${y1 + 16}L${x2 + 10} ${y2 + 16}`, '#b0743d', 8);

type Pt = [number, number];
/** n random points inside an ellipse. */
const pts = (c: Ctx, n: number, cx: number, cy: number, rx: number, ry: number): Pt[] =>
  Array.from({ length: n }, () => {
    const a = c.rng() * Math.PI * 2;
    const d = Math.sqrt(c.rng());
    return [cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d] as Pt;
  });
/** Many dots (or small squares) as one path of zero-length capped segments: far smaller than circles. */
const dots = (p: Pt[], color: string, size: number, square = false) =>
  p.length
    ? `<path d="${p.map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}h0`).join('')}" stroke="${color}" stroke-width="${size}" stroke-linecap="${square ? 'square' : 'round'}"/>`
    : '';
/** Many short strokes (strips, shreds, leaves) of one colour as one path. */
const segs = (c: Ctx, p: Pt[], len: number, color: string, width: number, spread = Math.PI) =>
  p.length
    ? S(
        p
          .map(([x, y]) => {
            const a = (c.rng() - 0.5) * spread;
            return `M${Math.round(x - (Math.cos(a) * len) / 2)} ${Math.round(y - (Math.sin(a) * len) / 2)}l${Math.round(Math.cos(a) * len)} ${Math.round(Math.sin(a) * len)}`;
          })
          .join(''),
        color,
        width,
      )
    : '';

/** A bowl seen from the side: back rim, surface, toppings, then the front of the bowl. */
function bowl(o: { body: string; rim?: string; surface: string; inner: string; band?: string; y?: number; rx?: number; depth?: number; behind?: string }) {
  const { y = 250, rx = 210, depth = 150 } = o;
  const ry = Math.round(rx * 0.21);
  return (
    (o.behind ?? '') +
    sh(400, y + depth + 6, rx * 0.8, 18) +
    R(330, y + depth - 16, 140, 24, 8, '#000', op(0.25)) +
    E(400, y, rx, ry, o.rim ?? '#f4eee4') +
    E(400, y + 2, rx - 12, ry - 7, o.surface) +
    o.inner +
    P(`M${400 - rx} ${y}a${rx} ${ry} 0 0 0 ${2 * rx} 0q0 ${depth}-${rx} ${depth}t-${rx}-${depth}z`, o.body) +
    (o.band ? S(`M${400 - rx + 8} ${y + 62}Q400 ${y + 160} ${400 + rx - 8} ${y + 62}`, o.band, 7, op(0.6)) : '') +
    S(`M${400 - rx + 40} ${y + 70}q20 40 70 58`, '#fff', 8, op(0.2))
  );
}

const skillet = (inner: string, surface: string, crust?: string) =>
  sh(400, 356, 250, 70) +
  G('rotate(-12 640 300)', R(590, 284, 120, 30, 14, '#2b2a29')) +
  E(400, 330, 222, 80, '#2b2a29') +
  E(400, 322, 204, 68, crust ?? surface) +
  (crust ? E(400, 322, 192, 62, surface) : '') +
  inner;

const chip = (x: number, y: number, rot: number, pita = false) => use(pita ? 'pc' : 'tc', x, y, rot);

// ---------------------------------------------------------------------------
// Motifs

const NORI = '#24332b';
const RICE = '#fbf8f1';
/** Glazed bowl colours that contrast with every broth. */
const BOWLS = ['#c8553d', '#2f4858', '#2f6f73', '#3a2e2b', '#b5523b', '#264e46'];
const bowlColor = (c: Ctx) => BOWLS[Math.floor(c.rng() * BOWLS.length)]!;
const BUN = '#e6a24f';

const MOTIFS = {
  burger: (c: Ctx) => {
    const seeds = [[340, 205], [378, 188], [420, 192], [458, 206], [362, 232], [440, 230], [400, 212], [318, 238], [482, 238]]
      .map(([x, y]) => E(x!, y!, 5, 3, '#fff3d6'))
      .join('');
    return (
      plateSide(400, 400, 240) +
      R(266, 350, 268, 44, 20, '#d38b3c') +
      R(252, 310, 296, 46, 23, '#5b3222') +
      P('M250 302h300v12l-18 2v20a8 8 0 0 1-16 0v-18l-80 4v12a8 8 0 0 1-16 0v-10l-90 4v24a8 8 0 0 1-16 0v-22l-64 2z', '#f7b92f') +
      R(262, 292, 276, 16, 8, '#e1493a') +
      P(`M246 280h308v14q-14 16-28 0${'t-28 0'.repeat(10)}z`, '#74b04a') +
      P('M258 290q0-126 142-126t142 126z', BUN) +
      S('M300 234q18-40 70-52', '#fff', 10, op(0.3)) +
      seeds +
      S('M400 166V112', '#b98a5a', 4) +
      P('M402 110l42 13-42 13z', c.pal.accent)
    );
  },

  brisket: (c: Ctx) => {
    let s = sh(400, 420, 260, 30) + P('M150 300l480-46 28 170-470 34z', '#efdcb9') + S('M180 330l440-42', '#dcc49c', 3);
    s += G(at(585, 300, 10), R(-50, -46, 100, 92, 16, '#f6e6c4', stroke('#d6a45e', 7)));
    for (let i = 0; i < 5; i++) s += use('bs', 250 + i * 62, 332 + (i % 2) * 8, -14 + i * 7);
    s += C(205, 405, 16, '#7fa843') + C(205, 405, 10, '#b7d27a') + C(240, 425, 15, '#7fa843') + C(240, 425, 9, '#b7d27a');
    s += C(600, 405, 16, 'none', stroke('#f6f0e6', 5)) + C(622, 418, 13, 'none', stroke('#f6f0e6', 5));
    s += steam([300, 400, 500], 230);
    const slice =
      R(-44, -62, 88, 124, 22, '#3a2418') + R(-36, -54, 72, 108, 16, '#b35a43', stroke('#e58775', 5)) + S('M-28-8q28 12 56 0', '#8c3e2e', 3, op(0.5));
    return { body: s, defs: `<g id="bs">${slice}</g>`, cloth: true };
  },

  sushi: (c: Ctx) => {
    const fills = ['#f4875b', '#9cc95a', '#d9434e'];
    const roll = (cx: number, fill: string) =>
      E(cx, 354, 42, 15, NORI) + R(cx - 42, 306, 84, 48, 0, NORI) + E(cx, 306, 42, 15, '#33493d') + E(cx, 306, 35, 11, RICE) + E(cx, 306, 13, 6, fill);
    let s = sh(400, 400, 250, 24) + R(160, 290, 480, 92, 14, '#3a3431') + R(160, 370, 480, 22, 10, '#2a2523');
    s += roll(250, fills[Math.floor(c.rng() * 3)]!) + roll(345, fills[Math.floor(c.rng() * 3)]!) + roll(440, fills[Math.floor(c.rng() * 3)]!);
    s += E(560, 352, 58, 20, '#e9e2d4') + E(560, 342, 56, 22, RICE) + P('M498 338q62-44 124-4q-4 22-62 24t-62-20z', '#f4875b');
    s += S('M524 326q30-12 62 0M530 340q28-10 56 0', '#ffd3bd', 3);
    s += P('M180 372q14-30 30 0z', '#9bc34b') + E(610, 312, 16, 8, '#f6b3b0') + E(618, 304, 14, 7, '#f9c9c4');
    s += chopsticks(170, 430, 640, 402);
    return s;
  },

  bowl: (c: Ctx) => {
    const v = c.v || 'ramen';
    if (v === 'ramen' || v === 'pho') {
      const pho = v === 'pho';
      let inner = '';
      if (pho) {
        inner += G(at(330, 246, -15), E(0, 0, 44, 16, '#a86a55') + E(0, 0, 44, 16, 'none', stroke('#c98b74', 3)));
        inner += G(at(430, 236, 10), E(0, 0, 44, 16, '#9c5e4a'));
        inner += S('M504 258l30-16M484 270l26 0M270 264l24-12', '#3f8f3a', 16);
        inner += dots([[380, 272], [460, 270]], '#d63b2f', 18) + dots([[380, 272], [460, 270]], '#e6c48c', 10);
        inner += S('M300 230l30 6M540 232l26 10M350 280l24-6', '#f6f0dc', 4);
      } else {
        inner += G('rotate(-10 280 210)', R(250, 164, 62, 82, 4, NORI));
        inner += E(445, 238, 42, 20, '#e8b48c', stroke('#9a5434', 5)) + E(445, 238, 18, 8, '#f3d2b4');
        inner += E(330, 262, 36, 22, '#fffaf0') + E(330, 264, 17, 11, '#f5a21c');
        inner += E(520, 262, 24, 13, '#fffaf0') + S('M513 262a6 4 0 1 1 9 0', '#e8708a', 3);
        inner += dots([[380, 280], [396, 270], [412, 283], [565, 246], [395, 230]], '#7cbf4a', 10);
        inner += S('M366 246q10 10 20 0t20 0t20 0', '#f4d27a', 5);
      }
      const above =
        chopsticks(610, 50, 500, 168) +
        S('M500 170q-12 24 0 42t-4 36M512 176q-10 22 0 38t-2 32M488 176q-12 20-2 40t-6 30', '#f4d27a', 6);
      return bowl({
        body: pho ? '#f6f1e8' : bowlColor(c),
        band: pho ? '#2f6f9f' : '#fff',
        surface: pho ? '#e6c48c' : '#e9b46a',
        inner: inner + (pho ? lime(560, 226, -20) : above),
        behind: steam([320, 400], 200),
      });
    }
    if (v === 'chili') {
      const inner =
        segs(c, pts(c, 9, 400, 252, 160, 26), 16, '#f5b82e', 5) + dots(pts(c, 5, 400, 252, 150, 24), '#fbf7ef', 9, true) + S('M560 170L470 250', '#d0d0d0', 12);
      const crackers = G(at(650, 380, 12), R(-40, -40, 80, 80, 6, '#efcd85') + dots([[-18, -18], [18, 18], [18, -18], [-18, 18]], '#c99a4a', 6));
      return { body: bowl({ body: bowlColor(c), band: '#fff', surface: '#9b3322', inner, behind: steam([330, 420], 205) }) + crackers, cloth: true };
    }
    if (v === 'gumbo') {
      const inner =
        E(400, 250, 70, 22, RICE) +
        shrimp(320, 258, -20, 0.7) +
        shrimp(490, 248, 30, 0.7) +
        E(300, 240, 15, 8, '#8c3d2a') + E(300, 240, 9, 5, '#c9745a') + E(520, 272, 15, 8, '#8c3d2a') + E(520, 272, 9, 5, '#c9745a') +
        dots([[370, 276], [430, 278], [560, 240], [250, 258]], '#6fae3f', 10);
      return bowl({ body: c.pal.accent2, band: '#fff', surface: '#7a4520', inner, behind: steam([340, 440], 205) });
    }
    if (v === 'grits') {
      const inner =
        shrimp(320, 250, -30, 0.75) + shrimp(400, 240, 0, 0.75) + shrimp(480, 252, 30, 0.75) +
        dots(pts(c, 5, 400, 262, 150, 20), '#a8432c', 9, true) + dots(pts(c, 6, 400, 262, 150, 20), '#6fae3f', 8);
      return bowl({ body: '#f6f1e8', band: c.pal.accent, surface: '#f3e1ab', inner, depth: 120, behind: steam([350, 450], 200) });
    }
    if (v === 'bibimbap') {
      const inner =
        E(318, 246, 48, 16, '#3f7d33') + E(480, 240, 46, 15, '#6b3a25') + E(300, 270, 34, 10, '#8d6748') +
        S('M470 270l40-6M478 278l40-6M486 286l36-5', '#f08a24', 5) + S('M330 228l30 4M350 222l28 6', '#f3ecd0', 4) +
        P('M352 258q10-30 48-26t46 26q-6 26-48 26t-46-26z', '#fffdf6') + C(402, 256, 14, '#f5a21c') + C(540, 262, 10, '#c8322a');
      return bowl({ body: '#3d3a38', rim: '#55504c', band: '#8a827a', surface: RICE, inner, behind: steam([330, 450], 200) });
    }
    if (v === 'curry' || v === 'thai') {
      const thai = v === 'thai';
      const surface = thai ? (c.rng() < 0.5 ? '#a3b54a' : '#d2553a') : '#df7b2b';
      const inner = thai
        ? leaf(330, 250, 20, 22, '#2f6b2a') + leaf(460, 244, -30, 24, '#3f7d33') + leaf(400, 270, 70, 18, '#2f6b2a') +
          C(360, 236, 8, 'none', stroke('#c8322a', 3)) + C(500, 266, 8, 'none', stroke('#c8322a', 3)) + E(440, 262, 24, 10, '#f3ead0')
        : S('M300 250q60-30 120 0t90 0', '#fff6e8', 6, op(0.85)) + leaf(350, 268, 10, 12, '#4f9a3a') + leaf(470, 236, -20, 12, '#4f9a3a') + C(420, 274, 5, '#c8322a');
      const naan = thai
        ? lime(650, 396, 20) + G(at(160, 400, -20), P('M-40 0q40-22 80 0q-40 12-80 0z', '#c8322a'))
        : G('rotate(18 610 300)', P('M560 380q-12-160 56-190q68 30 56 190z', '#ebbd6a') + C(600, 260, 8, '#b5773a', op(0.6)) + C(625, 320, 10, '#b5773a', op(0.6)) + C(592, 340, 6, '#b5773a', op(0.6)));
      return bowl({
        body: thai ? '#f6f1e8' : '#b8693a',
        band: thai ? c.pal.accent2 : '#f2c14e',
        surface,
        inner,
        behind: (thai ? '' : naan) + steam([340, 440], 200),
      }) + (thai ? naan : '');
    }
    // salad / veggie bowl
    const greens = ['#4e8a3e', '#6aa84f', '#8cc152', '#3f7d33'];
    let inner = '';
    for (let g = 0; g < 4; g++) inner += segs(c, pts(c, 4, 400, 232, 160, 20), 34, greens[g]!, 26, 2.2);
    inner += C(320, 240, 16, '#e1493a') + C(470, 236, 16, '#e1493a') + C(410, 224, 15, '#e1493a') + C(316, 235, 5, '#fff', op(0.5));
    inner += C(370, 262, 18, '#cfe3a4', stroke('#4f8a3e', 4)) + C(520, 260, 17, '#cfe3a4', stroke('#4f8a3e', 4));
    if (c.v === 'veggie') inner += E(440, 262, 30, 12, '#9cc95a', stroke('#dcebb4', 4)) + dots(pts(c, 6, 300, 262, 40, 12), '#e6c27a', 12);
    else inner += C(270, 262, 12, '#d9477a') + C(270, 262, 7, '#fff2f4');
    return bowl({ body: c.rng() < 0.5 ? '#b7834f' : '#f4efe6', band: c.pal.accent, surface: '#5e9b3f', inner, depth: 130 });
  },

  pizza: (c: Ctx) => {
    let s = sh(400, 360, 270, 80) + G('rotate(-8 650 300)', R(600, 290, 170, 28, 14, '#b7834f')) + E(400, 330, 252, 90, '#c99360');
    s += E(400, 320, 230, 78, '#e2a25a') + E(400, 318, 208, 67, '#cf3f2c') + E(400, 318, 198, 62, '#f6d46f');
    s += dots(pts(c, 6, 400, 318, 150, 40), '#fbe7a8', 22);
    let cuts = '';
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + 0.3;
      cuts += `M400 318L${Math.round(400 + Math.cos(a) * 226)} ${Math.round(320 + Math.sin(a) * 76)}`;
    }
    s += S(cuts, '#d9963f', 3, op(0.7));
    s += pts(c, 9, 400, 318, 165, 48).map(([x, y]) => use('pp', x, y)).join('');
    s += leaf(360, 296, 30, 14, '#3f8f3a') + leaf(470, 340, -20, 13, '#3f8f3a') + leaf(300, 336, 60, 12, '#3f8f3a');
    return { body: s, defs: `<g id="pp">${E(0, 0, 20, 9, '#b2352b') + E(-4, -2, 6, 2, '#d4584c')}</g>` };
  },

  taco: (c: Ctx) => {
    const bfast = c.v === 'breakfast';
    const shell = bfast ? '#f4e3bd' : '#f0c25a';
    const edge = bfast ? '#dcc39a' : '#d9a23c';
    const spot = bfast ? '#c99a5a' : '#d99a3c';
    let fill = '';
    if (bfast) {
      fill += [-60, -22, 18, 58].map((dx, i) => E(dx, -12, 26, 16, i % 2 ? '#fbe28a' : '#fff8e6')).join('');
      fill += dots([[-40, -10], [0, -10], [40, -10]], '#e0a545', 16, true) + dots([[-70, -6], [-8, -6], [48, -6]], '#9c3a22', 16);
    } else {
      fill += dots([[-58, -8], [-20, -8], [20, -8], [58, -8]], '#8a4a2c', 42);
      fill += S(`M-92-4q11.5-16 23 0${'t23 0'.repeat(7)}`, '#74b04a', 10);
      fill += dots([[-48, -20], [0, -20], [44, -20]], '#e1493a', 12, true) + dots([[-26, -16], [24, -16]], '#fbf7ef', 10, true);
      fill += S('M-60-12l14-8M30-16l16 4', '#f7b92f', 4);
    }
    const taco =
      fill +
      P('M-100 0a100 92 0 0 0 200 0z', shell) +
      S('M-86 6a86 76 0 0 0 172 0', edge, 4, op(0.7)) +
      C(-40, 40, 5, spot) + C(30, 58, 6, spot) + C(4, 24, 4, spot) + C(56, 20, 4, spot);
    let s = plateSide(400, 404, 250) + use('tk', 300, 306, -7) + use('tk', 500, 306, 7);
    s += bfast ? E(650, 424, 40, 12, '#8a3b22') + E(650, 418, 34, 10, '#c8442e') : lime(660, 410, -10) + lime(140, 420, 15);
    return { body: s, defs: `<g id="tk">${taco}</g>` };
  },

  steak: (c: Ctx) => {
    const cfs = c.v === 'cfs';
    let s = plate3q();
    s += E(555, 352, 56, 30, '#f5e8c8') + S('M520 348q30-16 64 0', '#fff', 4, op(0.7)) + E(560, 346, 14, 6, '#f6d366');
    if (cfs) {
      s += P('M250 318c6-56 124-80 214-58c74 18 86 74 32 102c-64 34-256 24-246-44z', '#d49a46');
      s += segs(c, pts(c, 10, 370, 318, 100, 34), 12, '#b77b2e', 4);
      s += P('M300 300c30-34 96-14 124-28c44-18 92 12 70 44c-20 30-96 20-134 30c-40 10-82-20-60-46z', '#f5efe2');
      s += dots(pts(c, 14, 390, 300, 80, 16), '#4a3a30', 5);
      s += S('M470 286l60 40M486 280l56 40M500 272l54 42', '#4f9a3a', 9);
    } else {
      s += P('M250 318c6-56 124-80 214-58c74 18 86 74 32 102c-64 34-256 24-246-44z', '#7a3b25');
      s += S('M262 300c40-40 150-54 200-38', '#f1d7b8', 9, op(0.8));
      s += S('M300 300l60 66M352 290l66 74M410 284l62 68', '#3b1a10', 9, op(0.6));
      s += S('M470 250l96-40', '#6b7f3a', 3) + [0, 1, 2, 3, 4].map((i) => leaf(486 + i * 18, 244 - i * 8, -70 + (i % 2) * 50, 9, '#58752f')).join('');
    }
    return s;
  },

  croissant: (c: Ctx) => {
    const seg = (x: number, y: number, rx: number, ry: number, rot: number) =>
      E(x, y, rx, ry, '#e3a04a', stroke('#b86f2a', 3) + ` transform="rotate(${rot} ${x} ${y})"`);
    let s = plate3q(380, 336, 240, 82);
    s += seg(262, 344, 34, 26, -50) + seg(498, 344, 34, 26, 50) + seg(312, 318, 48, 38, -28) + seg(448, 318, 48, 38, 28) + seg(380, 300, 62, 50, 0);
    s += S('M350 280q30-20 60 0M330 312q-10-20 10-40M430 312q10-20-10-40', '#f6c77a', 5, op(0.7));
    s += R(560, 250, 84, 22, 6, c.pal.accent) + R(564, 268, 76, 86, 14, '#ebe4da') + R(568, 294, 68, 56, 12, '#c23b4b') + R(578, 300, 10, 30, 5, '#fff', op(0.35));
    s += G('rotate(-8 240 290)', R(200, 270, 60, 30, 6, '#fbe49a'));
    return s;
  },

  skewer: (c: Ctx) => {
    const cols = ['#8a4a2c', '#d6452f', '#8a4a2c', '#5c9e3c', '#8a4a2c', '#efe2ef'];
    let items = S('M-220 0h440', '#c49a6c', 6);
    for (let i = 0; i < 6; i++) {
      const col = cols[i]!;
      const x = -150 + i * 60;
      items += R(x - 24, -26, 48, 52, col === '#8a4a2c' ? 14 : 10, col, col === '#efe2ef' ? stroke('#b58bb5', 3) : '');
      if (col === '#8a4a2c') items += S(`M${x - 12}-12l20 20M${x - 2}-18l18 18`, '#4a2414', 4, op(0.6));
    }
    let s = plate3q() + use('sk', 400, 296, -5) + use('sk', 400, 356, -183);
    s += G(at(250, 400, 0), P('M-40 0l70-30v46z', '#f1dcae')) + lemon(580, 400, 10);
    s += leaf(520, 250, 20, 14, '#4f9a3a') + leaf(540, 256, -30, 12, '#4f9a3a');
    return { body: s, defs: `<g id="sk">${items}</g>` };
  },

  drink: (c: Ctx) => {
    const v = c.v || 'cocktail';
    const glass = '#ffffff';
    const g = ` fill-opacity=".25"${stroke('#fff', 4)}`;
    let s = sh(400, 384, 230, 22) + E(400, 378, 200, 20, c.pal.accent2, op(0.8));
    if (v === 'beer') {
      const mug = (x: number, h: number, beer: string) =>
        S(`M${x + 100} ${380 - h + 40}h26q20 0 20 20v${h - 110}q0 20-20 20h-26`, '#fff', 12, op(0.7)) +
        R(x, 380 - h, 104, h, 12, beer) +
        R(x, 380 - h, 104, h, 12, glass, g) +
        P(`M${x - 6} ${392 - h}q0-26 26-22q10-18 32-8q20-14 38 4q24-2 20 26z`, '#fffaf0') +
        C(x + 30, 380 - h / 2, 4, '#fff', op(0.6)) + C(x + 60, 360 - h / 3, 3, '#fff', op(0.6)) + C(x + 44, 340 - h / 4, 3, '#fff', op(0.6));
      s += mug(250, 190, '#e8a233') + mug(420, 160, '#b5612a');
      s += G(at(640, 360, -10), S('M-30 0c-20-40 40-50 30 0s-50 10-30-30', '#a8662a', 12));
      return s;
    }
    if (v === 'wine') {
      s += R(230, 150, 80, 230, 28, '#2f4a36') + R(252, 90, 36, 80, 8, '#2f4a36') + R(250, 82, 40, 18, 4, c.pal.accent) + R(240, 230, 60, 70, 6, '#f3e7d0');
      s += P('M360 160h110q12 116-55 130q-67-14-55-130z', '#7d1d3a');
      s += P('M360 160h110q12 116-55 130q-67-14-55-130z', '#fff', ` fill-opacity=".15"${stroke('#fff', 4)}`);
      s += P('M362 160h106q2 0 2 10h-110q0-10 2-10z', '#fff', op(0.2));
      s += R(410, 288, 10, 80, 4, '#fff', op(0.8)) + E(415, 372, 48, 10, '#fff', op(0.8));
      s += [[560, 320], [584, 330], [572, 346], [596, 346], [548, 340], [584, 362], [560, 360]].map(([x, y]) => C(x!, y!, 12, '#6d3a6e')).join('');
      s += P('M540 384l90-20 20 30-100 6z', '#f2d58a');
      return s;
    }
    if (v === 'margarita') {
      const marg = (x: number, sc: number) =>
        G(
          at(x, 380, 0, sc),
          E(0, -4, 50, 10, '#fff', op(0.8)) + R(-5, -110, 10, 106, 4, '#fff', op(0.8)) +
            P('M-90-230h180l-30 50q-20 22-60 22t-60-22z', '#cfe27a') +
            P('M-90-230h180l-30 50q-20 22-60 22t-60-22z', glass, g) +
            S('M-90-230h180', '#fff', 9, ' stroke-dasharray="2 7"') +
            C(80, -232, 30, '#6aa534') + C(80, -232, 24, '#c8e58a') +
            S('M80-232v-22M80-232l20 12M80-232l-20 12M80-232l20-12M80-232l-20-12M80-232v22', '#8cc05a', 2),
        );
      s += marg(330, 1) + marg(510, 0.82);
      return s;
    }
    // coupe cocktail plus a rocks glass
    s += R(395, 262, 10, 112, 4, '#fff', op(0.8)) + E(400, 374, 60, 10, '#fff', op(0.8));
    s += P('M310 166h180q0 96-90 100q-90-4-90-100z', c.pal.accent === '#f0b44c' ? '#e4572e' : '#f08a3c');
    s += P('M310 166h180q0 96-90 100q-90-4-90-100z', glass, g);
    s += C(486, 170, 30, '#f7a531') + C(486, 170, 24, '#fbd08a') + S('M486 146v48M462 170h48M470 154l32 32M470 186l32-32', '#f7a531', 2);
    s += R(520, 270, 112, 104, 14, '#b5612a') + R(530, 250, 40, 40, 6, '#fff', op(0.5) + ' transform="rotate(12 550 270)"');
    s += R(520, 240, 112, 134, 14, glass, g) + C(600, 264, 12, '#b5202a') + S('M600 252q6-20 20-26', '#3f6b2a', 3);
    return s;
  },

  breakfast: (c: Ctx) => {
    let s = plateSide(360, 404, 220);
    let lines = '';
    for (let i = 0; i < 5; i++) {
      const y = 364 - i * 30;
      s += R(236 + (i % 2) * 6, y, 248, 36, 18, i % 2 ? '#d99445' : '#e0a050');
      lines += `M250 ${y + 30}h220`;
    }
    s += S(lines, '#f4c987', 3, op(0.6));
    s += E(362, 240, 118, 18, '#eeb865');
    s += P('M262 244q100-26 200 0q0 20-10 30v30a8 8 0 0 1-16 0v-26q-40 8-80 6v50a8 8 0 0 1-16 0v-48q-40-2-70-14v22a8 8 0 0 1-16 0z', '#9a4a12', op(0.85));
    s += G('rotate(-6 362 230)', R(340, 218, 46, 22, 4, '#fbe49a'));
    s += S('M670 300q40 0 40 30t-40 30', c.pal.accent, 12) + R(590, 270, 96, 120, 16, c.pal.accent) + E(638, 272, 48, 10, '#4a2c1a');
    s += R(600, 300, 12, 70, 6, '#fff', op(0.3)) + steam([625, 655], 248);
    return { body: s, cloth: true };
  },

  seafood: (c: Ctx) => {
    const v = c.v || 'shrimp';
    if (v === 'oyster') {
      let s = sh(400, 360, 270, 84) + E(400, 336, 260, 86, '#dfe9ee') + dots(pts(c, 14, 400, 336, 230, 72), '#fff', 8);
      for (const [x, y, r] of [[290, 300, -20], [400, 290, 5], [510, 304, 25], [330, 360, -10], [470, 364, 15]] as const) s += use('oy', x, y, r);
      s += lemon(400, 326, 0) + lemon(600, 350, 40) + E(210, 350, 28, 14, '#f4ecdf') + E(210, 348, 22, 9, '#b54a6a');
      return { body: s, defs: `<g id="oy">${E(0, 0, 58, 34, '#8d8a86') + E(0, -2, 46, 26, '#ece6d8') + E(2, 0, 24, 14, '#cfc3ad')}</g>` };
    }
    if (v === 'fish') {
      let s = plate3q();
      s += G(at(250, 300, 20), [0, 1, 2, 3, 4].map((i) => R(i * 14, i * 8, 80, 14, 6, '#edbf54')).join(''));
      s += P('M240 330q120-90 250 0q-130 86-250 0z', '#d4913e') + P('M488 330l62-42v84z', '#c27a30');
      s += S('M300 310q10 20 0 40M340 300q10 30 0 60M380 300q10 30 0 60M420 304q10 26 0 52', '#b8742a', 4, op(0.6));
      s += C(272, 322, 6, '#3a2418') + lemon(540, 380, 0) + lemon(600, 370, 30) + leaf(250, 380, 10, 14, '#4f9a3a');
      return s;
    }
    let s = plate3q();
    for (const [x, y, r] of [[300, 300, -20], [380, 284, 10], [470, 296, 40], [330, 362, -40], [430, 364, 20]] as const) s += shrimp(x, y, r, 1.05);
    s += lemon(560, 370, 10) + lemon(240, 380, -20) + E(560, 300, 32, 16, '#f4ecdf') + E(560, 297, 26, 11, '#c8322a');
    s += C(510, 352, 6, '#4f9a3a') + C(520, 344, 5, '#4f9a3a') + C(280, 340, 5, '#4f9a3a');
    return s;
  },

  rice: (c: Ctx) => {
    let s = plate3q();
    s += P('M420 300c40-50 150-40 160 6c10 44-90 60-150 40c-30-10-30-30-10-46z', '#8a5a35');
    s += segs(c, pts(c, 6, 500, 320, 60, 20), 18, '#2f6b2a', 13, 6) + dots(pts(c, 3, 500, 320, 60, 20), '#d6342a', 9);
    s += E(340, 318, 110, 56, RICE) + S('M270 300l10-4M300 330l10-4M380 290l10-4M360 340l10-4', '#e8e2d4', 3);
    s += P('M280 290c10-30 60-40 90-30c30-10 70 10 60 40c-10 30-60 36-90 28c-30 8-70-8-60-38z', '#fffdf6', stroke('#c9893a', 5));
    s += C(345, 288, 20, '#f6a81b') + C(339, 282, 6, '#fff', op(0.5));
    s += C(600, 372, 14, '#cfe3a4', stroke('#6a9f4a', 3)) + C(630, 360, 14, '#cfe3a4', stroke('#6a9f4a', 3));
    return s;
  },

  dumplings: (c: Ctx) => {
    let s = sh(400, 396, 230, 28) + E(400, 262, 200, 56, '#c99a58') + E(400, 266, 184, 46, '#ecd8a8');
    for (const [x, y] of [[320, 262], [420, 250], [510, 268], [360, 290], [460, 292]] as const) {
      s += P(`M${x - 46} ${y + 12}q0-46 46-46t46 46q-46 12-92 0z`, '#f7eedf') + S(`M${x - 20} ${y - 24}l4 14M${x} ${y - 30}v16M${x + 20} ${y - 24}l-4 14`, '#dccfb7', 3);
    }
    s += P('M200 262a200 56 0 0 0 400 0v66a200 56 0 0 1-400 0z', '#c28f4c');
    s += S('M204 300a200 56 0 0 0 392 0M204 320a200 56 0 0 0 392 0', '#a8763a', 4);
    s += E(650, 410, 44, 14, '#f4ecdf') + E(650, 407, 36, 10, '#4a2a18') + chopsticks(150, 440, 560, 420);
    return s;
  },

  sandwich: (c: Ctx) => {
    if (c.v === 'baguette') {
      let s = plateSide(400, 400, 260);
      s += P('M180 350q0-30 40-30h360q40 0 40 30q0 28-40 28H220q-40 0-40-28z', '#d9a45a');
      s += dots(pts(c, 4, 400, 318, 170, 6), '#f2875c', 28) + segs(c, pts(c, 4, 400, 316, 170, 6), 22, '#f08a24', 6, 0.8) + segs(c, pts(c, 4, 400, 314, 170, 6), 20, '#4f9a3a', 12, 1);
      s += P('M190 312q10-70 210-70t210 70q-20 10-210 10t-210-10z', '#e0a85c') + S('M270 270l30 20M350 258l30 22M430 258l30 22M510 266l30 20', '#c9873a', 6);
      return s;
    }
    let s = plateSide(370, 404, 220);
    s += R(250, 348, 240, 46, 16, '#9c6a3c') + R(258, 352, 224, 36, 12, '#e8cf9c');
    s += P(`M240 348q10-20 30 0${'t30 0'.repeat(8)}v-14H240z`, '#74b04a');
    for (let i = 0; i < 4; i++) s += P(`M246 ${330 - i * 16}q60-14 124 0t124 0v-14q-62-14-124 0t-124 0z`, i % 2 ? '#c8574a' : '#d9766a');
    s += R(244, 262, 252, 12, 4, '#f7c948') + R(250, 220, 240, 46, 16, '#9c6a3c') + R(258, 226, 224, 34, 12, '#e8cf9c');
    s += S('M290 236l8 6M340 240l8 6M400 236l8 6M450 242l8 6', '#b48a5a', 3);
    s += S('M370 226V170', '#d9b98a', 4) + C(370, 168, 12, '#5e8f32') + C(370, 168, 5, '#d6342a');
    s += G(at(600, 390, -15), E(0, 0, 70, 20, '#6a9a34') + E(0, -4, 60, 11, '#a9c96a') + C(-20, -4, 2, '#e8f0cf') + C(10, -4, 2, '#e8f0cf'));
    return s;
  },

  pasta: (c: Ctx) => {
    let s = plate3q();
    for (let i = 0; i < 7; i++) {
      s += E(400 + (c.rng() - 0.5) * 60, 318 + (c.rng() - 0.5) * 20, 130 - i * 8, 50 - i * 4, 'none', stroke(i % 2 ? '#f2cf73' : '#e9bf5a', 8) + ` transform="rotate(${Math.round((c.rng() - 0.5) * 30)} 400 318)"`);
    }
    const tomato = c.rng() < 0.7;
    if (tomato) s += P('M330 300c20-30 120-36 150-6c20 24-20 44-80 42c-50 0-90-14-70-36z', '#c8382a');
    else s += P('M330 300c20-30 120-36 150-6c20 24-20 44-80 42c-50 0-90-14-70-36z', '#f6edd4', op(0.85));
    s += tomato ? C(370, 300, 20, '#7a3b25') + C(430, 296, 20, '#7a3b25') + C(400, 318, 18, '#6b3320') + C(364, 294, 5, '#a8604a') : '';
    s += leaf(420, 280, -30, 16, '#3f8f3a') + leaf(440, 290, 30, 14, '#4fa046');
    s += dots(pts(c, 10, 400, 310, 90, 22), '#fff8e0', 6);
    return s;
  },

  waffle: (c: Ctx) => {
    let s = plate3q();
    s += G('translate(390 322) scale(1 .5) rotate(45)', R(-120, -120, 240, 240, 22, '#e2a24a') + R(-108, -108, 216, 216, 14, 'url(#w)'));
    s += P('M380 250q40 10 30 60t20 60', 'none', stroke('#a0501a', 8) + op(0.8));
    s += C(400, 290, 24, '#fffaf0') + C(424, 282, 18, '#fffaf0') + C(384, 276, 16, '#fffaf0');
    s += [[320, 300], [470, 330], [520, 300], [300, 350]].map(([x, y]) => P(`M${x! - 14} ${y! - 10}q14-10 28 0q0 24-14 30q-14-6-14-30z`, '#d93a4a') + E(x!, y! - 12, 12, 5, '#4f9a3a')).join('');
    s += dots(pts(c, 10, 400, 330, 150, 40), '#fff', 4);
    const defs = `<pattern id="w" width="36" height="36" patternUnits="userSpaceOnUse"><rect x="5" y="5" width="26" height="26" rx="4" fill="#c98636"/></pattern>`;
    return { body: s, defs };
  },

  pie: (c: Ctx) => {
    const fills = { cherry: '#b8323f', peach: '#f0a23c', pecan: '#7a4a22', apple: '#e9c46a' };
    const filling = c.v in fills ? fills[c.v as keyof typeof fills] : Object.values(fills)[Math.floor(c.rng() * 4)]!;
    let s = sh(400, 392, 230, 24) + P('M200 300h400l-36 84H236z', '#e9e4dc') + S('M214 330h372', '#d2cabd', 4);
    s += E(400, 300, 200, 56, '#d58f3d') + E(400, 298, 176, 44, filling);
    let lattice = '';
    let lattice2 = '';
    for (let i = -3; i <= 3; i++) {
      lattice += `M${400 + i * 50 - 40} 250l80 100`;
      lattice2 += `M${400 + i * 50 + 40} 250l-80 100`;
    }
    s += `<g clip-path="url(#c)">${S(lattice, '#eeb864', 14) + S(lattice2, '#e8ad55', 14)}</g>`;
    s += E(400, 300, 188, 50, 'none', stroke('#e9a84e', 16));
    s += C(600, 280, 34, '#fff6e4') + C(580, 270, 10, '#fff', op(0.6));
    return { body: s, defs: `<clipPath id="c"><ellipse cx="400" cy="298" rx="176" ry="44"/></clipPath>`, cloth: true };
  },

  bakingdish: (c: Ctx) => {
    const cobbler = c.v !== 'casserole';
    let s = sh(400, 400, 240, 30) + R(170, 238, 460, 176, 34, '#f3efe8') + R(156, 300, 30, 40, 10, '#e6ded2') + R(614, 300, 30, 40, 10, '#e6ded2');
    s += R(192, 252, 416, 140, 22, cobbler ? '#f29a3a' : '#e2762f');
    if (cobbler) {
      s += dots(pts(c, 5, 400, 322, 170, 50), '#e8b062', 60) + dots(pts(c, 5, 400, 322, 170, 50), '#f2c777', 50);
      s += pts(c, 4, 400, 322, 160, 46).map(([x, y]) => P(`M${Math.round(x - 16)} ${Math.round(y)}q16-20 32 0q-16 8-32 0z`, '#f7b04a', stroke('#e07a24', 3))).join('');
      s += dots(pts(c, 8, 400, 322, 170, 50), '#fff', 4) + C(470, 300, 34, '#fff6e4') + C(456, 290, 10, '#fff', op(0.6));
    } else {
      s += dots(pts(c, 7, 400, 322, 170, 50), '#f3c14c', 40) + dots(pts(c, 6, 400, 322, 170, 50), '#f7d16a', 34);
      s += dots(pts(c, 6, 400, 322, 170, 50), '#4f9a3a', 10, true) + dots(pts(c, 4, 400, 322, 170, 50), '#d6342a', 10, true) + dots(pts(c, 8, 400, 322, 170, 50), '#c77a2a', 12);
    }
    s += G('rotate(-20 620 420)', R(560, 410, 150, 16, 8, '#b9b4ac'));
    return { body: s, cloth: true };
  },

  cornbread: (c: Ctx) => {
    let cuts = '';
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + 0.5;
      cuts += `M400 322L${Math.round(400 + Math.cos(a) * 192)} ${Math.round(322 + Math.sin(a) * 62)}`;
    }
    let inner = S(cuts, '#c88f2f', 3);
    const rings = pts(c, 7, 400, 322, 150, 44);
    inner += dots(rings, '#4f8a2e', 24) + dots(rings, '#cfe3a4', 16) + dots(rings, '#f6f2d8', 4);
    inner += G('rotate(-10 400 300)', R(376, 288, 48, 26, 4, '#fbe49a'));
    return { body: skillet(inner, '#e8b54a', '#c17f24'), cloth: true };
  },

  kolache: (c: Ctx) => {
    let s = sh(400, 396, 260, 30) + R(150, 250, 500, 150, 16, '#c9c2b8') + R(160, 258, 480, 132, 10, '#ddd6cc');
    for (const [i, [x, y]] of ([[290, 290], [410, 282], [530, 292], [240, 354], [360, 360], [480, 356], [590, 350]] as const).entries()) {
      s += use(i % 2 ? 'kb' : 'ka', x, y);
    }
    const bun = (fill: string) =>
      E(0, 0, 62, 34, '#d18f43') + E(0, -6, 58, 28, '#e9b261') + E(0, -8, 30, 14, fill) + dots([[-12, -10], [10, -6], [2, -12]], '#f7e2b0', 6);
    return { body: s, defs: `<g id="ka">${bun('#f29a2e')}</g><g id="kb">${bun('#fbf1d8')}</g>` };
  },

  corn: (c: Ctx) => {
    const cob =
      R(-170, -5, 70, 10, 4, '#d9b98a') + R(-120, -28, 240, 56, 28, '#f4c430') + R(-116, -24, 232, 48, 24, 'url(#k)') +
      S('M-100-10q20 20 40 0t40 0t40 0t40 0t40 0', '#fffaf0', 6) +
      dots([[-70, -14], [-30, 10], [10, -14], [50, 10], [90, -14]], '#fffaf0', 10) + dots([[-70, 12], [-20, -6], [30, 12], [70, -6]], '#c0392b', 6);
    let s = plate3q() + use('cb', 380, 292, -8) + use('cb', 410, 340, 4);
    s += lime(590, 380, 10) + leaf(260, 380, 20, 12, '#4f9a3a') + leaf(280, 390, -20, 10, '#4f9a3a');
    const defs =
      `<pattern id="k" width="16" height="14" patternUnits="userSpaceOnUse"><rect x="2" y="2" width="12" height="10" rx="4" fill="#e0a820"/></pattern>` +
      `<g id="cb">${cob}</g>`;
    return { body: s, defs };
  },

  tamale: (c: Ctx) => {
    let s = plate3q();
    for (const [x, y, r] of [[330, 300, -12], [440, 300, 12], [390, 350, -2]] as const) {
      s += G(
        at(x, y, r),
        P('M-120-10l36-22h176q34 0 34 32t-34 32H-84z', '#e6cf94') + S('M-90 0h170M-90 14h170', '#cdb57a', 2) +
          R(-70, -20, 150, 44, 20, '#f3d27a') + E(80, 2, 10, 20, '#b8392a'),
      );
    }
    s += E(590, 300, 34, 16, '#f4ecdf') + E(590, 296, 28, 11, '#c8322a') + leaf(230, 380, 20, 12, '#4f9a3a');
    return { body: s, cloth: true };
  },

  dip: (c: Ctx) => {
    const v = c.v || 'queso';
    let chips = '';

    for (const [x, y, r] of [[170, 380, 20], [220, 410, -30], [600, 400, 40], [650, 380, -10], [630, 420, 80], [190, 350, 70]] as const) {
      chips += chip(x, y, r, v === 'hummus');
    }
    if (v === 'queso') {
      const inner = ['#d6342a', '#4f9a3a', '#fbf7ef'].map((col) => dots(pts(c, 5, 400, 322, 130, 40), col, 10, true)).join('');
      return skillet(inner + S('M300 306q40-16 80-4', '#fff3c4', 6, op(0.7)), '#f3c23d') + chips;
    }
    if (v === 'hummus') {
      let s = plate3q(400, 330, 250, 86) + E(400, 322, 170, 58, '#e8d1a0') + S('M300 322q40-40 100-20t100 20', '#d6b97e', 8);
      s += E(400, 318, 50, 16, '#c2a93a', op(0.7)) + dots(pts(c, 5, 400, 318, 120, 36), '#e6c27a', 14) + dots(pts(c, 6, 400, 318, 120, 36), '#c8322a', 6);
      return s + leaf(400, 300, 20, 12, '#4f9a3a') + chips;
    }
    const surface = v === 'guac' ? '#86b03e' : '#d8402f';
    const inner = ['#e8473a', '#fbf7ef', '#3f8f3a'].map((col) => dots(pts(c, 6, 400, 254, 150, 24), col, 12, true)).join('');
    return bowl({ body: '#4b4744', rim: '#5d5854', surface, inner, depth: 120 }) + chips;
  },

  fajita: (c: Ctx) => {
    const cols = ['#7a3f24', '#d6452f', '#4f9a3a', '#f1e3c4', '#6b3520'];
    const inner = E(400, 322, 204, 68, '#3d3936') + cols.map((col) => segs(c, pts(c, 4, 400, 322, 150, 44), 56, col, 14, 1.4)).join('');
    return E(400, 350, 250, 86, '#7a4a2a') + skillet(inner + steam([320, 420, 500], 250), '#3d3936');
  },

  friedchicken: (c: Ctx) => {
    let s = plate3q();
    for (const [x, y, r] of [[300, 300, -20], [390, 356, 10], [250, 360, 30]] as const) {
      s += G(
        at(x, y, r),
        R(36, -8, 56, 16, 8, '#f3ead9') + C(92, -9, 10, '#f3ead9') + C(92, 9, 10, '#f3ead9') +
          P('M44-16C14-56-76-52-76 0S14 56 44 16z', '#c9822f') +
          S('M-52-14q10-10 20 0M-24 12q10-10 20 0M-50 20q10-8 20 0M4-24q10-8 20 0', '#e2a448', 5),
      );
    }
    s += R(470, 262, 110, 76, 30, '#d99a4c') + E(525, 270, 52, 14, '#eebd6e') + E(540, 340, 50, 26, '#3f6b2a') + dots(pts(c, 5, 540, 336, 30, 14), '#5c8d3a', 12);
    return { body: s, cloth: true };
  },

  paella: (c: Ctx) => {
    let s = sh(400, 356, 270, 80) + E(150, 330, 30, 14, '#2b2a29') + E(650, 330, 30, 14, '#2b2a29') + E(400, 330, 244, 84, '#2f2f2f') + E(400, 324, 226, 72, '#f1b53a');
    s += dots(pts(c, 8, 400, 324, 190, 58), '#7cb342', 10) + segs(c, pts(c, 5, 400, 324, 180, 54), 26, '#d6342a', 8);
    for (const [x, y, r] of [[330, 300, 20], [470, 300, -30], [400, 352, 10], [270, 340, -60]] as const) s += use('ms', x, y, r);
    s += shrimp(360, 330, -20, 0.9) + shrimp(520, 340, 30, 0.9) + lemon(450, 290, 20) + lemon(300, 300, -30);
    return { body: s, defs: `<g id="ms">${E(0, 0, 26, 14, '#2b2a3a') + E(0, 0, 16, 8, '#f29a5b')}</g>` };
  },

  bagel: (c: Ctx) => {
    let s = sh(400, 396, 260, 28) + R(150, 260, 500, 130, 24, '#c99360') + R(150, 360, 500, 30, 16, '#a9743f');
    s += E(280, 300, 92, 40, '#c98a45') + E(280, 296, 84, 34, '#e7b36a') + E(280, 296, 24, 10, '#a9743f');
    s += [[240, 285], [300, 280], [320, 306], [250, 310]].map(([x, y]) => E(x!, y!, 4, 2, '#fff6dc')).join('');
    for (const x of [420, 540]) {
      s += E(x, 324, 90, 40, '#c98a45') + E(x, 320, 84, 34, '#fbf7ef');
      s += P(`M${x - 70} 316q30-26 60 0t60-6q-10 30-60 30t-60-24z`, '#f28c6a') + S(`M${x - 50} 314q20-12 40 0`, '#fbb8a0', 4);
      s += C(x - 20, 330, 10, 'none', stroke('#9c4a8a', 3)) + C(x + 30, 312, 4, '#5e8f32') + C(x + 40, 324, 4, '#5e8f32');
    }
    return s;
  },

  storefront: (c: Ctx) => {
    let s = sh(400, 420, 260, 20) + R(200, 110, 400, 310, 6, c.pal.accent) + R(186, 96, 428, 26, 4, '#3a2a20', op(0.85));
    s += R(250, 128, 300, 40, 8, '#fffaf0') + S('M290 148h220', c.pal.accent, 8, op(0.5));
    let awning = '';
    for (let i = 0; i < 8; i++) awning += R(200 + i * 50, 180, 50, 56, 0, i % 2 ? '#fffaf0' : c.pal.accent2) + C(225 + i * 50, 236, 25, i % 2 ? '#fffaf0' : c.pal.accent2);
    s += awning + R(230, 270, 200, 130, 8, '#fdf1d6') + R(242, 282, 176, 106, 4, '#7fb3c2') + S('M260 370l60-70M300 370l40-46', '#fff', 8, op(0.4));
    s += R(460, 270, 110, 150, 8, '#3a2a20') + C(548, 350, 6, '#f2c14e');
    s += R(170, 380, 50, 40, 6, '#b5523b') + C(195, 360, 26, '#5c8d3a') + R(580, 380, 50, 40, 6, '#b5523b') + C(605, 360, 26, '#5c8d3a');
    return s;
  },

  cloche: (c: Ctx) => {
    let s = plateSide(400, 396, 250);
    s += P('M240 384q0-190 160-190t160 190z', '#dfe3e8') + P('M270 360q0-120 90-150', 'none', stroke('#fff', 14) + op(0.7));
    s += R(226, 376, 348, 14, 7, '#c4cad1') + C(400, 184, 18, '#c4cad1');
    s += S('M600 170v40M580 190h40M200 150v28M186 164h28M640 270v24M628 282h24', '#fff', 5, op(0.8));
    return s;
  },
} satisfies Record<string, Motif>;

type MotifName = keyof typeof MOTIFS;
type Pick = { motif: MotifName; variant?: string };

// ---------------------------------------------------------------------------
// Choosing a motif

const CUISINE_MOTIFS: Record<string, Pick[]> = {
  american: [{ motif: 'steak' }, { motif: 'burger' }, { motif: 'bowl', variant: 'salad' }, { motif: 'friedchicken' }],
  asian: [{ motif: 'dumplings' }, { motif: 'bowl', variant: 'pho' }, { motif: 'rice' }],
  barbeque: [{ motif: 'brisket' }],
  italian: [{ motif: 'pasta' }],
  mexican: [{ motif: 'taco' }, { motif: 'dip', variant: 'guac' }, { motif: 'tamale' }],
  pizza: [{ motif: 'pizza' }],
  seafood: [{ motif: 'seafood', variant: 'shrimp' }, { motif: 'seafood', variant: 'fish' }, { motif: 'seafood', variant: 'oyster' }],
  french: [{ motif: 'croissant' }],
  greek: [{ motif: 'skewer' }],
  indian: [{ motif: 'bowl', variant: 'curry' }],
  belgian: [{ motif: 'waffle' }, { motif: 'drink', variant: 'beer' }],
  cajun: [{ motif: 'bowl', variant: 'gumbo' }, { motif: 'sandwich', variant: 'baguette' }],
  chinese: [{ motif: 'dumplings' }],
  burgers: [{ motif: 'burger' }],
  deli: [{ motif: 'sandwich' }],
  diner: [{ motif: 'breakfast' }],
  european: [{ motif: 'drink', variant: 'wine' }, { motif: 'paella' }, { motif: 'drink', variant: 'beer' }, { motif: 'croissant' }],
  'farm-to-table': [{ motif: 'bowl', variant: 'salad' }, { motif: 'steak' }],
  sushi: [{ motif: 'sushi' }],
  steak: [{ motif: 'steak' }],
  'tex-mex': [{ motif: 'fajita' }, { motif: 'dip', variant: 'queso' }, { motif: 'taco' }],
  thai: [{ motif: 'bowl', variant: 'thai' }, { motif: 'rice' }],
  vegetarian: [{ motif: 'bowl', variant: 'veggie' }],
  spanish: [{ motif: 'paella' }],
  korean: [{ motif: 'bowl', variant: 'bibimbap' }],
  japanese: [{ motif: 'bowl', variant: 'ramen' }, { motif: 'sushi' }],
  southwestern: [{ motif: 'bowl', variant: 'chili' }, { motif: 'fajita' }],
  kosher: [{ motif: 'bagel' }],
  'middle-eastern': [{ motif: 'dip', variant: 'hummus' }, { motif: 'skewer' }],
  southern: [{ motif: 'friedchicken' }, { motif: 'pie', variant: 'pecan' }],
};

/** Keyword rules on names, titles and tags; first match wins. */
const KEYWORDS: Array<[RegExp, Pick]> = [
  [/brisket|bbq|barbe(que|cue)|bar-b-q|smokehouse|pit\b|burnt end/, { motif: 'brisket' }],
  [/margarita|joe t\. garcia/, { motif: 'drink', variant: 'margarita' }],
  [/\bqueso\b/, { motif: 'dip', variant: 'queso' }],
  [/pico de gallo|salsa|guacamole/, { motif: 'dip', variant: 'pico' }],
  [/hummus|falafel/, { motif: 'dip', variant: 'hummus' }],
  [/fajita/, { motif: 'fajita' }],
  [/tamal/, { motif: 'tamale' }],
  [/elote|street corn/, { motif: 'corn' }],
  [/kolach/, { motif: 'kolache' }],
  [/cornbread/, { motif: 'cornbread' }],
  [/cobbler/, { motif: 'bakingdish', variant: 'cobbler' }],
  [/casserole|king ranch|enchilada/, { motif: 'bakingdish', variant: 'casserole' }],
  [/chicken-fried|chicken fried|country-fried/, { motif: 'steak', variant: 'cfs' }],
  [/grits/, { motif: 'bowl', variant: 'grits' }],
  [/\bchili\b|bowl of red/, { motif: 'bowl', variant: 'chili' }],
  [/gumbo|crawfish|mudbug|boudin|jambalaya|cajun|creole/, { motif: 'bowl', variant: 'gumbo' }],
  [/pad kra pao|kra pao|basil chicken|fried rice/, { motif: 'rice' }],
  [/breakfast taco/, { motif: 'taco', variant: 'breakfast' }],
  [/taco|taqueria/, { motif: 'taco' }],
  [/sushi|handroll|hand roll|sashimi|nigiri|omakase/, { motif: 'sushi' }],
  [/ramen|izakaya/, { motif: 'bowl', variant: 'ramen' }],
  [/\bpho\b|vietnam|noodle/, { motif: 'bowl', variant: 'pho' }],
  [/curry|tikka|masala|chaat|tiffin/, { motif: 'bowl', variant: 'curry' }],
  [/\bthai\b/, { motif: 'bowl', variant: 'thai' }],
  [/dumpling|dim sum|bao\b/, { motif: 'dumplings' }],
  [/oyster/, { motif: 'seafood', variant: 'oyster' }],
  [/fish|catfish/, { motif: 'seafood', variant: 'fish' }],
  [/shrimp|seafood|mariscos|lobster|crab/, { motif: 'seafood', variant: 'shrimp' }],
  [/po-?boy|banh mi|hoagie|sub\b/, { motif: 'sandwich', variant: 'baguette' }],
  [/burger|fat shack|eating (challenge|competition)/, { motif: 'burger' }],
  [/pizza|cane rosso/, { motif: 'pizza' }],
  [/pasta|spaghetti|trattoria|lasagna/, { motif: 'pasta' }],
  [/waffle/, { motif: 'waffle' }],
  [/crepe|creperie|croissant|bakery|patisserie|petit four/, { motif: 'croissant' }],
  [/wine|byob/, { motif: 'drink', variant: 'wine' }],
  [/fried chicken|chicken (and|&) waffles/, { motif: 'friedchicken' }],
  [/pancake|breakfast|brunch|griddle|diner|coffee|\bcafe\b|café/, { motif: 'breakfast' }],
  [/pie\b|pies\b|dessert/, { motif: 'pie' }],
  [/deli\b|delicatessen|sandwich|pastrami/, { motif: 'sandwich' }],
  [/bagel/, { motif: 'bagel' }],
  [/gyro|kebab|kabob|skewer|mediterranean|greek/, { motif: 'skewer' }],
  [/paella|tapas|tasca/, { motif: 'paella' }],
  [/beer|brew|pub\b|ice house|beer garden|gardens/, { motif: 'drink', variant: 'beer' }],
  [/cocktail|happy hour|distillery|lounge|saloon|speakeasy|\bbar\b|patio|supper club/, { motif: 'drink', variant: 'cocktail' }],
  [/soul food|southern|biscuit/, { motif: 'friedchicken' }],
  [/steak|prime|chophouse/, { motif: 'steak' }],
  [/salad|farm|garden|vegan|vegetarian/, { motif: 'bowl', variant: 'salad' }],
];

/** Cuisines whose own motif always wins over name keywords. */
const STRONG_CUISINES = new Set(['barbeque', 'burgers', 'sushi', 'pizza', 'steak', 'italian', 'chinese', 'korean', 'indian', 'thai']);

function byKeyword(text: string): Pick | undefined {
  const t = text.toLowerCase();
  return KEYWORDS.find(([re]) => re.test(t))?.[1];
}

function byCuisine(key: string, seed: string): Pick | undefined {
  const norm = key.toLowerCase().trim().replace(/[\s_]+/g, '-').replace(/^bbq$/, 'barbeque');
  const options = CUISINE_MOTIFS[norm];
  return options ? options[hash(seed) % options.length] : undefined;
}

const FALLBACKS: Pick[] = [{ motif: 'steak' }, { motif: 'bowl', variant: 'salad' }, { motif: 'drink', variant: 'cocktail' }, { motif: 'pasta' }, { motif: 'taco' }];

function restaurantMotif(r: Restaurant): Pick {
  if (STRONG_CUISINES.has(r.cuisine)) return byCuisine(r.cuisine, r.name)!;
  return byKeyword(r.name) ?? byCuisine(r.cuisine, r.name) ?? FALLBACKS[hash(r.name) % FALLBACKS.length]!;
}

const CATEGORY_MOTIFS: Record<string, Pick> = {
  bbq: { motif: 'brisket' },
  barbeque: { motif: 'brisket' },
  sushi: { motif: 'sushi' },
  burgers: { motif: 'burger' },
  thai: { motif: 'bowl', variant: 'thai' },
  italian: { motif: 'pasta' },
  pizza: { motif: 'pizza' },
  seafood: { motif: 'seafood', variant: 'shrimp' },
  tacos: { motif: 'taco' },
  breakfast: { motif: 'breakfast' },
  brunch: { motif: 'breakfast' },
  southern: { motif: 'friedchicken' },
  'happy hour': { motif: 'drink', variant: 'cocktail' },
  'craft cocktails': { motif: 'drink', variant: 'cocktail' },
  cocktails: { motif: 'drink', variant: 'cocktail' },
  patios: { motif: 'drink', variant: 'beer' },
  byob: { motif: 'drink', variant: 'wine' },
  ramen: { motif: 'bowl', variant: 'ramen' },
  dessert: { motif: 'pie' },
  deli: { motif: 'sandwich' },
  'wine bar': { motif: 'drink', variant: 'wine' },
  'patio bar': { motif: 'drink', variant: 'beer' },
  mediterranean: { motif: 'skewer' },
  'middle eastern': { motif: 'skewer' },
  vietnamese: { motif: 'bowl', variant: 'pho' },
};

/** Categories about an occasion rather than a dish: a dish named in the title wins. */
const OCCASION_CATEGORIES = new Set(['brunch', 'breakfast', 'happy hour', 'craft cocktails', 'cocktails', 'patios', 'byob']);

function articleMotif(a: Article, restaurants: Map<string, Restaurant>): Pick {
  const text = [a.title, a.category, ...(a.tags ?? [])].join(' ');
  const category = CATEGORY_MOTIFS[a.category.toLowerCase()];
  if (category) {
    // Keyword hits in the title refine the category (oysters for a seafood happy hour, margaritas...).
    const refine = byKeyword(a.title);
    if (refine && (OCCASION_CATEGORIES.has(a.category.toLowerCase()) || refine.motif === category.motif || /margarita|oyster/.test(a.title.toLowerCase()))) {
      return refine;
    }
    return category;
  }
  const fromTitle = byKeyword(a.title);
  if (fromTitle) return fromTitle;
  for (const slug of a.restaurants ?? []) {
    const r = restaurants.get(slug);
    if (r) return restaurantMotif(r);
  }
  return byKeyword(text) ?? FALLBACKS[hash(a.slug) % FALLBACKS.length]!;
}

function recipeMotif(r: Recipe): Pick {
  return byKeyword(r.title) ?? byCuisine(r.cuisine, r.title) ?? byKeyword(r.cuisine) ?? FALLBACKS[hash(r.title) % FALLBACKS.length]!;
}

/** Directory tiles: one distinct dish per cuisine where the defaults would repeat. */
const TILE_MOTIFS: Record<string, Pick> = { american: { motif: 'pie', variant: 'apple' }, asian: { motif: 'bowl', variant: 'pho' } };

function cuisineMotif(c: Cuisine): Pick {
  return TILE_MOTIFS[c.key] ?? CUISINE_MOTIFS[c.key]?.[0] ?? byKeyword(c.name) ?? FALLBACKS[hash(c.key) % FALLBACKS.length]!;
}

// ---------------------------------------------------------------------------
// Logo

function logoSvg(): string {
  const star: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 3.2 : 7.4;
    star.push(`${f(20 + Math.cos(a) * r)} ${f(21 + Math.sin(a) * r)}`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img" aria-labelledby="t">` +
    `<title id="t">Fort Worth Eats</title>` +
    R(0, 0, 40, 40, 10, '#b4472f') +
    C(20, 21, 13, '#fff6e8') +
    C(20, 21, 10, 'none', stroke('#eccfae', 1.5)) +
    `<path d="M${star.join('L')}z" fill="#e8a33d"/>` +
    S('M6 8v7M9 8v7M12 8v7M9 15v18', '#fff6e8', 1.6) +
    S('M31 8c3 2 3 9 0 11v14', '#fff6e8', 1.6) +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------
// Content loading

async function importDefault(file: string): Promise<unknown> {
  try {
    const mod = await import(pathToFileURL(file).href);
    return mod.default;
  } catch (err) {
    console.warn(`  skipped ${file.replace(ROOT + '/', '')}: ${(err as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

async function importDir<T>(dir: string): Promise<T[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
  const out: T[] = [];
  for (const file of files) {
    const value = await importDefault(join(dir, file));
    if (Array.isArray(value)) out.push(...(value as T[]));
    else if (value && typeof value === 'object') out.push(value as T);
  }
  return out;
}

function dirSize(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir)) {
    const p = join(dir, entry);
    const st = statSync(p);
    total += st.isDirectory() ? dirSize(p) : st.size;
  }
  return total;
}

// ---------------------------------------------------------------------------
// Main

type Job = { path: string; svg: () => string; motif?: Pick };

async function main() {
  const cuisinesFile = join(CONTENT, 'cuisines.ts');
  const loaded = existsSync(cuisinesFile) ? await importDefault(cuisinesFile) : undefined;
  const cuisines = Array.isArray(loaded) ? (loaded as Cuisine[]) : [];
  const restaurants = await importDir<Restaurant>(join(CONTENT, 'restaurants'));
  const articles = await importDir<Article>(join(CONTENT, 'articles'));
  const recipes = await importDir<Recipe>(join(CONTENT, 'recipes'));
  const bySlug = new Map(restaurants.map((r) => [slugify(r.name), r]));
  const cuisineNames = new Map(cuisines.map((c) => [c.key, c.name]));

  const jobs = new Map<string, Job>();
  const add = (path: string | undefined, svg: () => string, motif?: Pick) => {
    if (!path || !path.startsWith('/images/') || path.includes('..') || !path.endsWith('.svg') || jobs.has(path)) return;
    jobs.set(path, { path, svg, motif });
    if (LIST && motif) console.log(`  ${path} -> ${motif.motif}${motif.variant ? `/${motif.variant}` : ''}`);
  };

  for (const c of cuisines) {
    if (!c?.key || !c.image) continue;
    const m = cuisineMotif(c);
    add(c.image, () => scene({ title: `${c.name} food illustration`, seedKey: c.image, ...m }), m);
  }
  for (const r of restaurants) {
    if (!r?.name || !r.image) continue;
    const m = restaurantMotif(r);
    const title = `Illustration for ${r.name}, ${cuisineNames.get(r.cuisine) ?? r.cuisine} in ${r.neighborhood}`;
    add(r.image, () => scene({ title, seedKey: r.image, label: r.name, ...m }), m);
  }
  for (const a of articles) {
    if (!a?.image?.src || !a.title) continue;
    const m = articleMotif(a, bySlug);
    const src = a.image.src;
    add(src, () => scene({ title: a.image?.alt || a.title, seedKey: src, ...m }), m);
  }
  for (const r of recipes) {
    if (!r?.title || !r.image) continue;
    const m = recipeMotif(r);
    add(r.image, () => scene({ title: `Illustration of ${r.title}`, seedKey: r.image, label: r.title, ...m }), m);
  }
  add('/images/placeholder-restaurant.svg', () =>
    scene({ title: 'Restaurant image coming soon', seedKey: 'placeholder-restaurant', motif: 'storefront' }),
  );
  add('/images/placeholder-food.svg', () => scene({ title: 'Food image coming soon', seedKey: 'placeholder-food', motif: 'cloche' }));
  add('/images/logo.svg', logoSvg);

  let written = 0;
  let skipped = 0;
  for (const job of jobs.values()) {
    const target = join(PUBLIC, job.path);
    if (!FORCE && existsSync(target)) {
      skipped++;
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, job.svg());
    written++;
  }
  const total = dirSize(join(PUBLIC, 'images'));
  console.log(
    `Content: ${cuisines.length} cuisines, ${restaurants.length} restaurants, ${articles.length} articles, ${recipes.length} recipes.`,
  );
  console.log(`Wrote ${written} SVG file(s)${skipped ? `, kept ${skipped} existing (use --force to rewrite)` : ''}.`);
  console.log(`public/images total: ${total} bytes (${(total / 1024).toFixed(1)} KB).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();

export { MOTIFS, scene };
