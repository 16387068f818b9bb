import { at, C, E, f, G, op, P, R, S } from './svg';

/** Pieces every motif family draws with: plates, bowls, garnish, scattered toppings. */

export type Pal = { bg: string; halo: string; table: string; accent: string; accent2: string; pat: string };
export type Ctx = { rng: () => number; pal: Pal; v: string };
type Drawn = string | { body: string; defs?: string; cloth?: boolean };
export type Motif = (c: Ctx) => Drawn;

export const sh = (cx: number, cy: number, rx: number, ry: number) => E(cx, cy, rx, ry, '#000', op(0.14));
export const plate3q = (cx = 400, cy = 330, rx = 260, ry = 88) =>
  sh(cx, cy + 16, rx + 6, ry) + E(cx, cy + 9, rx, ry, '#d8cfc2') + E(cx, cy, rx, ry, '#fffdf8') + E(cx, cy + 3, rx * 0.76, ry * 0.7, '#f3ede3');
export const plateSide = (cx = 400, y = 400, rx = 240) =>
  sh(cx, y + 14, rx + 10, 26) + E(cx, y + 8, rx, 26, '#d8cfc2') + E(cx, y, rx, 26, '#fffdf8') + E(cx, y - 2, rx * 0.72, 14, '#f3ede3');
export const steam = (xs: number[], y: number) =>
  xs.map((x) => S(`M${x} ${y}c-16-18 16-30 0-48s16-30 0-48`, '#fff', 7, op(0.5))).join('');
export const leaf = (x: number, y: number, rot: number, len: number, col: string) =>
  E(x, y, len, len * 0.42, col, ` transform="rotate(${f(rot)} ${f(x)} ${f(y)})"`);
export const wedge = (x: number, y: number, rot: number, rind: string, flesh: string) =>
  G(at(x, y, rot), P('M-30 0a30 30 0 0 0 60 0z', rind) + P('M-24 1a24 22 0 0 0 48 0z', flesh) + S('M0 2v18M0 2l-14 12M0 2l14 12', rind, 2));
/** Pieces drawn many times are defined once per file and placed with <use>. */
export const SHARED: Record<string, string> = {
  sr: S('M-22 10a26 26 0 1 1 36-24', '#f2875c', 20) + S('M-10-18l5 10M6-24v12M18-12l-10 5', '#fcc7a8', 3) + P('M10-32l26-10-8 24z', '#e0603a'),
  lm: wedge(0, 0, 0, '#efc52f', '#fbe88a'),
  li: wedge(0, 0, 0, '#5f9e32', '#c3e07f'),
  tc: P('M-34-14l68-8-30 52z', '#f0c65a') + C(-6, -4, 2.5, '#fff', op(0.7)) + C(10, 6, 2, '#fff', op(0.7)),
  pc: P('M-34-14l68-8-30 52z', '#f1dcae') + C(-6, -4, 2.5, '#c99a5a', op(0.5)) + C(10, 6, 2, '#c99a5a', op(0.5)),
};
export const use = (id: string, x: number, y: number, rot = 0, s = 1) => `<use href="#${id}" transform="${at(x, y, rot, s)}"/>`;
export const lemon = (x: number, y: number, rot = 0) => use('lm', x, y, rot);
export const lime = (x: number, y: number, rot = 0) => use('li', x, y, rot);
export const shrimp = (x: number, y: number, rot = 0, s = 1) => use('sr', x, y, rot, s);
export const chopsticks = (x1: number, y1: number, x2: number, y2: number) =>
  S(`M${x1} ${y1}L${x2} ${y2}`, '#c8894f', 8) + S(`M${x1 + 14} ${y1 + 16}L${x2 + 10} ${y2 + 16}`, '#b0743d', 8);

type Pt = [number, number];
/** n random points inside an ellipse. */
export const pts = (c: Ctx, n: number, cx: number, cy: number, rx: number, ry: number): Pt[] =>
  Array.from({ length: n }, () => {
    const a = c.rng() * Math.PI * 2;
    const d = Math.sqrt(c.rng());
    return [cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d] as Pt;
  });
/** Many dots (or small squares) as one path of zero-length capped segments: far smaller than circles. */
export const dots = (p: Pt[], color: string, size: number, square = false) =>
  p.length
    ? `<path d="${p.map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}h0`).join('')}" stroke="${color}" stroke-width="${size}" stroke-linecap="${square ? 'square' : 'round'}"/>`
    : '';
/** Many short strokes (strips, shreds, leaves) of one colour as one path. */
export const segs = (c: Ctx, p: Pt[], len: number, color: string, width: number, spread = Math.PI) =>
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
export function bowl(o: { body: string; rim?: string; surface: string; inner: string; band?: string; y?: number; rx?: number; depth?: number; behind?: string }) {
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

export const skillet = (inner: string, surface: string, crust?: string) =>
  sh(400, 356, 250, 70) +
  G('rotate(-12 640 300)', R(590, 284, 120, 30, 14, '#2b2a29')) +
  E(400, 330, 222, 80, '#2b2a29') +
  E(400, 322, 204, 68, crust ?? surface) +
  (crust ? E(400, 322, 192, 62, surface) : '') +
  inner;

export const chip = (x: number, y: number, rot: number, pita = false) => use(pita ? 'pc' : 'tc', x, y, rot);

export const NORI = '#24332b';
export const RICE = '#fbf8f1';
/** Glazed bowl colours that contrast with every broth. */
const BOWLS = ['#c8553d', '#2f4858', '#2f6f73', '#3a2e2b', '#b5523b', '#264e46'];
export const bowlColor = (c: Ctx) => BOWLS[Math.floor(c.rng() * BOWLS.length)]!;
export const BUN = '#e6a24f';
