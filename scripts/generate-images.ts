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
 * no raster data, no web fonts, so each file stays a few KB (decision 008). Content files that are
 * missing or do not load yet are skipped with a warning.
 * Also writes /images/placeholder-restaurant.svg, /images/placeholder-food.svg
 * and the 40x40 /images/logo.svg.
 *
 * The drawing lives in scripts/images/: svg.ts (primitives, seeded randomness), pieces.ts (plates,
 * bowls, garnish), motifs/ (one module per family of dishes), scene.ts (wall, table, label),
 * choose.ts (which motif each item gets), logo.ts and files.ts (content loading).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Article, Cuisine, Recipe, Restaurant } from '../app/content/types';
import { slugify } from '../app/utils/slug';
import { articleMotif, cuisineMotif, type Pick, recipeMotif, restaurantMotif } from './images/choose';
import { dirSize, importDefault, importDir, ROOT } from './images/files';
import { logoSvg } from './images/logo';
import { scene } from './images/scene';

const CONTENT = join(ROOT, 'app/content');
const PUBLIC = join(ROOT, 'public');
const FORCE = process.argv.includes('--force');
/** --list prints the motif chosen for every image. */
const LIST = process.argv.includes('--list');

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
