/**
 * Renders the app icons of the web app manifest from public/images/logo.svg
 * with Debian's Chromium (offline): public/icons/icon-192.png and
 * icon-512.png (purpose "any": the rounded logo on transparency),
 * maskable-512.png (purpose "maskable": full-bleed brand colour, the artwork
 * inside the central 80% safe zone) and apple-touch-icon.png (180 px, opaque).
 *
 *   node scripts/generate-icons.mjs
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const logo = readFileSync('public/images/logo.svg', 'utf8');
const BRAND = '#b4472f';
// The logo's artwork without its title and rounded background tile.
const art = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<title[^>]*>.*?<\/title>/, '')
  .replace(/<rect[^>]*\/>/, '');

const svg = (inner) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="100%" height="100%">${inner}</svg>`;
const ICONS = [
  // The logo as it is: a rounded tile on transparency.
  { file: 'icon-192.png', size: 192, svg: svg(`<rect width="40" height="40" rx="10" fill="${BRAND}"/>${art}`), transparent: true },
  { file: 'icon-512.png', size: 512, svg: svg(`<rect width="40" height="40" rx="10" fill="${BRAND}"/>${art}`), transparent: true },
  // Maskable: the platform crops to its own shape, so fill everything and keep the art within the safe circle (r = 40%).
  { file: 'maskable-512.png', size: 512, svg: svg(`<rect width="40" height="40" fill="${BRAND}"/><g transform="translate(20 20) scale(0.78) translate(-20 -21)">${art}</g>`), transparent: false },
  { file: 'apple-touch-icon.png', size: 180, svg: svg(`<rect width="40" height="40" fill="${BRAND}"/><g transform="translate(20 20) scale(0.86) translate(-20 -21)">${art}</g>`), transparent: false },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}div{width:${icon.size}px;height:${icon.size}px}</style></head><body><div>${icon.svg}</div></body></html>`,
    );
    await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: icon.transparent, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
