import { C, E, G, op, P, R, S, stroke } from '../svg';
import { type Ctx, dots, type Motif, plate3q, plateSide, pts, sh, skillet, steam, use } from '../pieces';

/** Breakfast and baking: pastries, waffles, pies, casseroles, cornbread, kolaches, bagels. */
export const BAKERY_MOTIFS = {
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

  kolache: () => {
    let s = sh(400, 396, 260, 30) + R(150, 250, 500, 150, 16, '#c9c2b8') + R(160, 258, 480, 132, 10, '#ddd6cc');
    for (const [i, [x, y]] of ([[290, 290], [410, 282], [530, 292], [240, 354], [360, 360], [480, 356], [590, 350]] as const).entries()) {
      s += use(i % 2 ? 'kb' : 'ka', x, y);
    }
    const bun = (fill: string) =>
      E(0, 0, 62, 34, '#d18f43') + E(0, -6, 58, 28, '#e9b261') + E(0, -8, 30, 14, fill) + dots([[-12, -10], [10, -6], [2, -12]], '#f7e2b0', 6);
    return { body: s, defs: `<g id="ka">${bun('#f29a2e')}</g><g id="kb">${bun('#fbf1d8')}</g>` };
  },

  bagel: () => {
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

} satisfies Record<string, Motif>;
