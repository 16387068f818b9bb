/**
 * Draws the raster share cards social networks show for a link, under
 * public/images/share/ (app/utils/share-image.ts names them):
 *
 *   npm run share-images            -> writes only cards that are missing
 *   npm run share-images -- --force -> redraws every card
 *
 * Each card is 1200x630: the item's SVG illustration (sharp, over a blurred copy), a dark band with its
 * name and kind, and the site's logo and name. resvg rasterises the SVG with
 * the Inter font from @fontsource/inter (its WOFF2 unpacked by wawoff2, since
 * resvg reads only TTF/OTF), and jpeg-js encodes it as JPEG: the illustrations'
 * patterned walls make a PNG no smaller (sizes in decision 008). Everything
 * comes from npm packages, so any machine draws identical files; the cards are
 * committed, so deploying needs none of these tools.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { decompress } from 'wawoff2';
import { escapeXml } from '../app/utils/atom';
import { slugify } from '../app/utils/slug';
import {
  DEFAULT_SHARE_IMAGE,
  SHARE_IMAGE_HEIGHT as HEIGHT,
  SHARE_IMAGE_WIDTH as WIDTH,
  shareCardFile,
} from '../app/utils/share-image';
import { loadContent } from './seed-statements';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'public');
const FORCE = process.argv.includes('--force');
/** Text stays crisp at 72; higher grows every card by a fifth for no visible gain. */
const JPEG_QUALITY = 72;
const BAND_TOP = 430;

const require = createRequire(import.meta.url);

/** Inter Regular and ExtraBold unpacked to TTF files in a temporary folder, for resvg. */
async function interFontFiles(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'share-fonts-'));
  return Promise.all(
    ['400', '800'].map(async (weight) => {
      const woff2 = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`));
      const file = join(dir, `inter-${weight}.ttf`);
      writeFileSync(file, await decompress(woff2));
      return file;
    }),
  );
}

/**
 * Words wrapped into at most `maxLines` lines at the largest size that fits.
 * Inter ExtraBold averages about 0.58 em per character; lines are kept under
 * the band's 1080 px width by that estimate.
 */
function fitTitle(title: string): { size: number; lines: string[] } {
  let fitted = { size: 0, lines: [] as string[] };
  for (const [size, maxLines] of [
    [64, 2],
    [54, 2],
    [46, 3],
    [40, 3],
  ] as const) {
    const maxChars = Math.floor(1080 / (size * 0.58));
    const lines: string[] = [];
    for (const word of title.split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    fitted = { size, lines };
    if (lines.length <= maxLines) return fitted;
  }
  // Longer than three lines at the smallest size: the third line ends in an ellipsis.
  return { size: fitted.size, lines: [...fitted.lines.slice(0, 2), `${fitted.lines[2]}…`] };
}

/** The logo's drawing (public/images/logo.svg without its title), placed at x, y and scaled. */
function logo(x: number, y: number, scale: number): string {
  const svg = readFileSync(join(PUBLIC, 'images/logo.svg'), 'utf8');
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<title[^>]*>.*?<\/title>/, '');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>`;
}

/**
 * The 800x500 illustration twice: blurred to fill the card behind everything,
 * and sharp at its own size, raised so its dish sits above the title band
 * and its own caption plate falls below the card.
 */
function illustration(svgPath: string): string {
  const svg = readFileSync(join(PUBLIC, svgPath), 'utf8').replace(/<title[^>]*>.*?<\/title>/, '');
  const placed = (attributes: string) => svg.replace(/^<svg[^>]*>/, `<svg ${attributes} viewBox="0 0 800 500" preserveAspectRatio="xMidYMid slice">`);
  return (
    `<filter id="backdrop-blur"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<g filter="url(#backdrop-blur)">${placed(`x="-20" y="-20" width="${WIDTH + 40}" height="${HEIGHT + 40}"`)}</g>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#1c1917" opacity="0.25"/>` +
    placed(`x="${(WIDTH - 800) / 2}" y="-40" width="800" height="500"`)
  );
}

function brandRow(y: number, color: string): string {
  return `${logo(60, y, 1.4)}<text x="128" y="${y + 38}" font-family="Inter" font-weight="800" font-size="32" fill="${color}">Fort Worth Eats</text>`;
}

function card(input: { title: string; label: string; illustration: string }): string {
  const { size, lines } = fitTitle(input.title);
  const lineHeight = Math.round(size * 1.12);
  const firstBaseline = HEIGHT - 48 - (lines.length - 1) * lineHeight;
  const bandTop = Math.min(BAND_TOP, firstBaseline - size - 56);
  const text = lines
    .map((line, i) => `<tspan x="60" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff7ed"/>` +
    illustration(input.illustration) +
    `<rect x="40" y="18" width="362" height="70" rx="16" fill="#1c1917" opacity="0.82"/>` +
    brandRow(26, '#ffffff') +
    `<rect x="0" y="${bandTop}" width="${WIDTH}" height="${HEIGHT - bandTop}" fill="#1c1917" opacity="0.94"/>` +
    `<text x="60" y="${bandTop + 44}" font-family="Inter" font-weight="400" font-size="26" fill="#fed7aa">${escapeXml(input.label)}</text>` +
    `<text font-family="Inter" font-weight="800" font-size="${size}" fill="#ffffff">${text}</text>` +
    `</svg>`
  );
}

/** The card of pages without an image: the logo large on the brand colour. */
function defaultCard(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#9a3412"/>` +
    logo(470, 90, 6.5) +
    `<text x="600" y="440" text-anchor="middle" font-family="Inter" font-weight="800" font-size="84" fill="#ffffff">Fort Worth Eats</text>` +
    `<text x="600" y="510" text-anchor="middle" font-family="Inter" font-weight="400" font-size="34" fill="#ffedd5">Restaurants, reviews and recipes from Fort Worth, Texas</text>` +
    `</svg>`
  );
}

async function main() {
  const content = await loadContent();
  const fontFiles = await interFontFiles();
  const cuisineName = new Map(content.cuisines.map((c) => [c.key, c.name]));
  const jobs: Array<{ path: string; svg: () => string }> = [{ path: DEFAULT_SHARE_IMAGE, svg: defaultCard }];
  for (const r of content.restaurants) {
    jobs.push({
      path: shareCardFile('restaurants', slugify(r.name)),
      svg: () => card({ title: r.name, label: `${cuisineName.get(r.cuisine) ?? ''} · ${r.neighborhood}`, illustration: r.image }),
    });
  }
  for (const a of content.articles) {
    if (!a.image) continue;
    const image = a.image.src;
    jobs.push({
      path: shareCardFile('articles', a.slug),
      svg: () => card({ title: a.title, label: a.kind === 'review' ? `Review · ${a.category}` : a.category, illustration: image }),
    });
  }
  for (const r of content.recipes) {
    jobs.push({ path: shareCardFile('recipes', r.slug), svg: () => card({ title: r.title, label: 'Recipe', illustration: r.image }) });
  }
  for (const c of content.cuisines) {
    jobs.push({ path: shareCardFile('cuisines', c.key), svg: () => card({ title: c.title, label: 'Restaurant directory', illustration: c.image }) });
  }
  // The Spanish sample content (app/content/es/): the same illustration under its Spanish title.
  // Pages translated only in the desk share the English card (app/utils/share-image.ts).
  for (const t of content.spanish?.articles ?? []) {
    const a = content.articles.find((article) => article.slug === t.slug);
    if (!a?.image) continue;
    const image = a.image.src;
    jobs.push({
      path: shareCardFile('articles', a.slug, true),
      svg: () => card({ title: t.title, label: a.kind === 'review' ? `Reseña · ${a.category}` : a.category, illustration: image }),
    });
  }
  for (const t of content.spanish?.recipes ?? []) {
    const r = content.recipes.find((recipe) => recipe.slug === t.slug);
    if (r) jobs.push({ path: shareCardFile('recipes', r.slug, true), svg: () => card({ title: t.title, label: 'Receta', illustration: r.image }) });
  }

  let written = 0;
  for (const job of jobs) {
    const target = join(PUBLIC, job.path);
    if (!FORCE && existsSync(target)) continue;
    const rendered = new Resvg(job.svg(), {
      font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' },
      fitTo: { mode: 'width', value: WIDTH },
    }).render();
    const encoded = jpeg.encode({ data: rendered.pixels, width: rendered.width, height: rendered.height }, JPEG_QUALITY);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, encoded.data);
    written++;
  }
  console.log(`share images: ${written} written, ${jobs.length - written} already present`);
  writeDrawnList();
}

/** The list pages read to know which cards exist (app/content/drawn-share-cards.ts). */
function writeDrawnList() {
  const kinds = ['articles', 'cuisines', 'recipes', 'restaurants', 'es/articles', 'es/recipes'].filter((kind) => existsSync(join(PUBLIC, 'images/share', kind)));
  const cards = kinds.flatMap((kind) =>
    readdirSync(join(PUBLIC, 'images/share', kind))
      .filter((file) => file.endsWith('.jpg'))
      .sort()
      .map((file) => `${kind}/${file.slice(0, -'.jpg'.length)}`),
  );
  const lines = cards.map((card) => `  '${card}',\n`).join('');
  writeFileSync(
    join(ROOT, 'app/content/drawn-share-cards.ts'),
    `/** Written by \`npm run share-images\`: the share cards drawn under public/images/share/ (kind/slug). */\nexport default [\n${lines}] as const;\n`,
  );
}

await main();
