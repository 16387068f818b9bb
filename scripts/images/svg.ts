/** SVG string primitives (numbers rounded to one decimal to keep files small) and the seeded randomness. */

export const f = (n: number) => String(Math.round(n * 10) / 10);
export const op = (o: number) => ` opacity="${o}"`;
export const E = (cx: number, cy: number, rx: number, ry: number, fill: string, x = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${x}/>`;
export const C = (cx: number, cy: number, r: number, fill: string, x = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${x}/>`;
export const R = (x: number, y: number, w: number, h: number, rx: number, fill: string, ex = '') =>
  `<rect${x ? ` x="${f(x)}"` : ''}${y ? ` y="${f(y)}"` : ''} width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${ex}/>`;
export const P = (d: string, fill: string, ex = '') => `<path d="${d}" fill="${fill}"${ex}/>`;
export const S = (d: string, stroke: string, w: number, ex = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${ex}/>`;
export const G = (t: string, inner: string) => `<g transform="${t}">${inner}</g>`;
export const at = (x: number, y: number, rot = 0, s = 1) =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s !== 1 ? ` scale(${f(s)})` : ''}`;
export const stroke = (c: string, w: number) => ` stroke="${c}" stroke-width="${w}"`;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** FNV-1a, 32 bit. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic random generator. */
export function rngFrom(seed: number) {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
