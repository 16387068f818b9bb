import { at, C, E, G, op, P, R, S, stroke } from '../svg';
import { type Ctx, type Motif, plateSide, sh } from '../pieces';

/** Drinks and the two placeholders (a storefront, a covered dish). */
export const DRINK_AND_PLACE_MOTIFS = {
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

  cloche: () => {
    let s = plateSide(400, 396, 250);
    s += P('M240 384q0-190 160-190t160 190z', '#dfe3e8') + P('M270 360q0-120 90-150', 'none', stroke('#fff', 14) + op(0.7));
    s += R(226, 376, 348, 14, 7, '#c4cad1') + C(400, 184, 18, '#c4cad1');
    s += S('M600 170v40M580 190h40M200 150v28M186 164h28M640 270v24M628 282h24', '#fff', 5, op(0.8));
    return s;
  },
} satisfies Record<string, Motif>;
