import { C, f, R, S, stroke } from './svg';

/** The 40x40 site logo: a plate with a star, fork and knife. */
export function logoSvg(): string {
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
