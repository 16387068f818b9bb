import { at, C, E, G, op, P, R, S, stroke } from '../svg';
import { BUN, type Ctx, dots, leaf, lemon, lime, type Motif, plate3q, plateSide, pts, segs, sh, skillet, steam, use } from '../pieces';

/** Meat and handhelds: burgers, barbecue, steak, skewers, tacos, pizza, sandwiches, grilled corn. */
export const GRILL_MOTIFS = {
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

  brisket: () => {
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

  skewer: () => {
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

  corn: () => {
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

  tamale: () => {
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

} satisfies Record<string, Motif>;
