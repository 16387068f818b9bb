import { at, C, E, G, op, P, R, S, stroke } from '../svg';
import { bowl, bowlColor, chip, chopsticks, type Ctx, dots, leaf, lemon, lime, type Motif, NORI, plate3q, pts, RICE, segs, sh, shrimp, skillet, steam, use } from '../pieces';

/** Bowls, rice and noodles: sushi, soups, curries, dumplings, pasta, paella, seafood, dips. */
export const BOWL_MOTIFS = {
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

  dumplings: () => {
    let s = sh(400, 396, 230, 28) + E(400, 262, 200, 56, '#c99a58') + E(400, 266, 184, 46, '#ecd8a8');
    for (const [x, y] of [[320, 262], [420, 250], [510, 268], [360, 290], [460, 292]] as const) {
      s += P(`M${x - 46} ${y + 12}q0-46 46-46t46 46q-46 12-92 0z`, '#f7eedf') + S(`M${x - 20} ${y - 24}l4 14M${x} ${y - 30}v16M${x + 20} ${y - 24}l-4 14`, '#dccfb7', 3);
    }
    s += P('M200 262a200 56 0 0 0 400 0v66a200 56 0 0 1-400 0z', '#c28f4c');
    s += S('M204 300a200 56 0 0 0 392 0M204 320a200 56 0 0 0 392 0', '#a8763a', 4);
    s += E(650, 410, 44, 14, '#f4ecdf') + E(650, 407, 36, 10, '#4a2a18') + chopsticks(150, 440, 560, 420);
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

  paella: (c: Ctx) => {
    let s = sh(400, 356, 270, 80) + E(150, 330, 30, 14, '#2b2a29') + E(650, 330, 30, 14, '#2b2a29') + E(400, 330, 244, 84, '#2f2f2f') + E(400, 324, 226, 72, '#f1b53a');
    s += dots(pts(c, 8, 400, 324, 190, 58), '#7cb342', 10) + segs(c, pts(c, 5, 400, 324, 180, 54), 26, '#d6342a', 8);
    for (const [x, y, r] of [[330, 300, 20], [470, 300, -30], [400, 352, 10], [270, 340, -60]] as const) s += use('ms', x, y, r);
    s += shrimp(360, 330, -20, 0.9) + shrimp(520, 340, 30, 0.9) + lemon(450, 290, 20) + lemon(300, 300, -30);
    return { body: s, defs: `<g id="ms">${E(0, 0, 26, 14, '#2b2a3a') + E(0, 0, 16, 8, '#f29a5b')}</g>` };
  },

} satisfies Record<string, Motif>;
