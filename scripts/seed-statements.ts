/**
 * Turns the content files under app/content/ into idempotent SQL statements:
 * upserts keyed by natural keys (cuisine key, restaurant slug, article slug,
 * recipe slug, sample diner key), so running the seed twice leaves the database
 * unchanged. Sample diners and their reviews are content too: they are users
 * whose Facebook id is `sample:<key>`, a form Facebook never issues, so the
 * seed never touches real diners' data (accounts, favourites, reviews, messages).
 *
 * What it writes depends on the mode (decision 022): a demo gets everything; a real
 * site only what its operator owns, the cuisines of the directory, plus the articles
 * and recipes when asked, never an article covering a listing the database lacks.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RECOMPUTE_RATINGS_SQL, SAMPLE_FACEBOOK_PREFIX } from '../app/db/rating-sql';
import type { Article, Block, Cuisine, Guide, Recipe, Restaurant, SampleDiner, SampleReviewSet } from '../app/content/types';
import { slugify } from '../app/utils/slug';
import { sampleDetailStatements } from './seed-details';
import { raw, sqlValue } from './seed-sql';
import { spanishStatements, type SpanishContent } from './seed-translations';

export { clockToMinutes, hoursToRows, sqlValue } from './seed-sql';

export type Content = {
  cuisines: Cuisine[];
  restaurants: Restaurant[];
  articles: Article[];
  guides: Guide[];
  recipes: Recipe[];
  diners: SampleDiner[];
  dinerReviews: SampleReviewSet[];
  /** The Spanish versions of sample items (app/content/es/), written as published translations. */
  spanish?: SpanishContent;
};

/** The Facebook id of a sample diner: not numeric, so no real Facebook id can collide. */
export { SAMPLE_FACEBOOK_PREFIX };

/**
 * `demo`: the sample listings, diners, reviews and editorial content as well (npm start,
 * the tests, a demo deployment). Otherwise a real site's: the cuisines, and the articles
 * and recipes only with `editorial`.
 */
export type SeedMode = { demo: true } | { demo: false; editorial: boolean };

const CONTENT_DIR = resolve(import.meta.dirname, '../app/content');

async function importDefaults<T>(dir: string): Promise<T[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(join(dir, f)).href)));
  return modules.map((m) => m.default as T);
}

export async function loadContent(): Promise<Content> {
  const cuisines = (await import(pathToFileURL(join(CONTENT_DIR, 'cuisines.ts')).href)).default as Cuisine[];
  const restaurants = (await importDefaults<Restaurant[]>(join(CONTENT_DIR, 'restaurants'))).flat();
  const articles = await importDefaults<Article>(join(CONTENT_DIR, 'articles'));
  const guides = await importDefaults<Guide>(join(CONTENT_DIR, 'guides'));
  const recipes = await importDefaults<Recipe>(join(CONTENT_DIR, 'recipes'));
  const diners = (await import(pathToFileURL(join(CONTENT_DIR, 'diners.ts')).href)).default as SampleDiner[];
  const dinerReviews = (await importDefaults<SampleReviewSet[]>(join(CONTENT_DIR, 'diner-reviews'))).flat();
  const inSpanish = (kind: string) => join(CONTENT_DIR, 'es', kind);
  const spanish: SpanishContent = {
    articles: await importDefaults(inSpanish('articles')),
    recipes: await importDefaults(inSpanish('recipes')),
    guides: await importDefaults(inSpanish('guides')),
  };
  return { cuisines, restaurants, articles, guides, recipes, diners, dinerReviews, spanish };
}

function upsert(table: string, row: Record<string, unknown>, conflict: string, keepOnUpdate: string[] = []) {
  const columns = Object.keys(row);
  const values = columns.map((c) => sqlValue(row[c]));
  const updates = columns
    .filter((c) => c !== conflict && !keepOnUpdate.includes(c))
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')}) ON CONFLICT(${conflict}) DO UPDATE SET ${updates}`;
}

/**
 * When the sample listings' hours and details were last checked, unless a listing's
 * file says otherwise: the sample data's own date, so pages show a recent check
 * rather than none.
 */
export const SAMPLE_DETAILS_CHECKED_ON = '2026-11-02';

/** The tables the editors' desk writes, and the entity name their former slugs are kept under. */
const DESK_TABLES = { restaurants: 'restaurant', articles: 'article', recipes: 'recipe', guides: 'guide' } as const;

/**
 * A sample item of a table the desk also writes: added when missing, refreshed
 * from the content files while no one has changed it in the desk (version 0),
 * and never brought back under a slug the desk has renamed away from.
 */
function upsertSample(
  table: keyof typeof DESK_TABLES,
  row: Record<string, unknown> & { slug: string },
  { latest = [] as string[], onlyIf }: { latest?: string[]; onlyIf?: string } = {},
) {
  const columns = Object.keys(row);
  const values = columns.map((c) => sqlValue(row[c]));
  // A `latest` column keeps the later of the two: a date the desk moved on is never put back.
  const updates = columns
    .filter((c) => c !== 'slug')
    .map((c) => (latest.includes(c) ? `${c} = max(coalesce(${table}.${c}, ''), excluded.${c})` : `${c} = excluded.${c}`))
    .join(', ');
  return (
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} ` +
    `WHERE NOT EXISTS (SELECT 1 FROM slug_redirects WHERE entity = '${DESK_TABLES[table]}' AND old_slug = ${sqlValue(row.slug)}) ` +
    (onlyIf ? `AND ${onlyIf} ` : '') +
    `ON CONFLICT(slug) DO UPDATE SET ${updates} WHERE ${table}.version = 0`
  );
}

/** The id of a sample item no one has changed in the desk, else NULL: its related rows are the seed's to rewrite. */
const untouchedId = (table: keyof typeof DESK_TABLES, slug: string) =>
  `(SELECT id FROM ${table} WHERE slug = ${sqlValue(slug)} AND version = 0)`;

/** Plain text of an article body, for excerpts, feeds and search. */
export function blocksToText(intro: string, body: Block[]): string {
  const parts = [intro];
  for (const block of body) {
    if (block.type === 'heading' || block.type === 'paragraph' || block.type === 'quote') parts.push(block.text);
    else if (block.type === 'list' || block.type === 'tips') parts.push(...block.items);
  }
  return parts.join('\n\n');
}

export function buildSeedStatements(content: Content, mode: SeedMode): string[] {
  const statements: string[] = [];
  const editorial = mode.demo || mode.editorial;

  for (const c of content.cuisines) {
    statements.push(
      upsert(
        'cuisines',
        {
          key: c.key,
          name: c.name,
          title: c.title,
          plural: c.plural,
          image: c.image,
          has_page: c.hasPage,
          featured_style: c.featuredStyle,
          sort_order: c.sortOrder,
        },
        'key',
      ),
    );
  }

  // Every listing under app/content/restaurants/ is a sample: a real site's come from its operator.
  for (const r of mode.demo ? content.restaurants : []) {
    const slug = slugify(r.name);
    const checkedOn = r.detailsCheckedOn ?? SAMPLE_DETAILS_CHECKED_ON;
    statements.push(
      upsertSample('restaurants', {
          slug,
          name: r.name,
          description: r.description,
          cuisine_id: raw(`(SELECT id FROM cuisines WHERE key = ${sqlValue(r.cuisine)})`),
          price_level: r.priceLevel,
          neighborhood: r.neighborhood,
          image_url: r.image,
          address: r.address,
          latitude: r.geo.lat,
          longitude: r.geo.lng,
          phone: r.phone,
          website: r.website ?? null,
          reservation_url: r.reservationUrl ?? null,
          is_featured: Boolean(r.featured),
          is_sample: true,
          created_at: `${r.addedOn}T12:00:00.000Z`,
          price_per_person: r.pricePerPerson ?? null,
          details_checked_at: `${checkedOn}T12:00:00.000Z`,
        },
        // An editor's "Confirm details" leaves the version alone: the seed keeps the later date.
        { latest: ['details_checked_at'] },
      ),
    );
    // Hours and details: rewritten only where they changed, so a second run touches nothing.
    statements.push(...sampleDetailStatements(r, untouchedId('restaurants', slug), checkedOn));
  }
  if (mode.demo) statements.push(...sampleReviewStatements(content), RECOMPUTE_RATINGS_SQL.trim());

  for (const a of editorial ? content.articles : []) {
    const covered = (a.restaurants ?? []).map((slug) => sqlValue(slug));
    // On a real site an article is written only once the database holds every real listing it covers.
    const coversOnlyHeld =
      mode.demo || !covered.length ? undefined : `(SELECT count(*) FROM restaurants WHERE is_sample = 0 AND slug IN (${covered.join(', ')})) = ${covered.length}`;
    statements.push(
      upsertSample('articles', {
          slug: a.slug,
          kind: a.kind,
          title: a.title,
          category: a.category,
          tags: a.tags ?? [],
          author: a.author,
          published_at: a.publishedAt,
          excerpt: a.excerpt ?? null,
          intro: a.intro,
          content: blocksToText(a.intro, a.body),
          body: a.body,
          image_url: a.image?.src ?? null,
          image_alt: a.image?.alt ?? null,
          layout: a.layout ?? 'hero',
          seo: a.seo ?? null,
          // A demo's review of sample listings goes with them (decision 036); a real site's articles are its own.
          is_sample: mode.demo && covered.length > 0,
          created_at: `${a.publishedAt}T12:00:00.000Z`,
          updated_at: `${a.updatedAt ?? a.publishedAt}T12:00:00.000Z`,
      }, { onlyIf: coversOnlyHeld }),
    );
    const articleId = untouchedId('articles', a.slug);
    statements.push(
      `DELETE FROM article_restaurants WHERE article_id = ${articleId}` +
        (covered.length ? ` AND restaurant_id NOT IN (SELECT id FROM restaurants WHERE slug IN (${covered.join(', ')}))` : ''),
    );
    covered.forEach((slug, position) => {
      statements.push(
        `INSERT INTO article_restaurants (article_id, restaurant_id, position) SELECT ${articleId}, id, ${position} FROM restaurants WHERE slug = ${slug} AND ${articleId} IS NOT NULL ` +
          `ON CONFLICT(article_id, restaurant_id) DO UPDATE SET position = excluded.position`,
      );
    });
  }

  // Guides name sample listings only: a demo's, never a real site's (decision 022).
  for (const g of mode.demo ? content.guides : []) statements.push(...guideStatements(g));

  for (const r of editorial ? content.recipes : []) {
    statements.push(
      upsertSample('recipes', {
          slug: r.slug,
          title: r.title,
          image_url: r.image,
          cooking_time: r.cookingTime,
          prep_time: r.prepTime ?? null,
          difficulty: r.difficulty,
          servings: r.servings,
          cuisine: r.cuisine,
          category: r.category,
          keywords: r.keywords,
          description: r.description,
          author: r.author,
          published_at: r.publishedAt,
          ingredients: r.ingredients,
          steps: r.steps,
      }),
    );
  }
  // After the items they translate: each row finds its item by slug.
  if (content.spanish) statements.push(...spanishStatements(content.spanish, content, { articles: editorial, recipes: editorial, guides: mode.demo }));
  // The sample places, their hours and facts as written are where following starts: they are not news (migration 0026).
  if (mode.demo) statements.push(...SAMPLE_PLACES_SEEN);
  return statements;
}

const SAMPLE_PLACES_SEEN = [
  'INSERT OR REPLACE INTO place_states (restaurant_id, listed, closed, hours, special_dates, facts) SELECT restaurant_id, listed, closed, hours, special_dates, facts FROM place_state_now WHERE restaurant_id IN (SELECT id FROM restaurants WHERE is_sample = 1)',
  'DELETE FROM place_marks WHERE restaurant_id IN (SELECT id FROM restaurants WHERE is_sample = 1)',
];

/**
 * A sample guide, its places in order and its Changes lines. Like every item the
 * desk writes, it is left alone once an editor has saved it (version > 0).
 */
function guideStatements(g: Guide): string[] {
  const statements = [
    upsertSample('guides', {
      slug: g.slug,
      title: g.title,
      summary: g.summary,
      intro: g.intro,
      image_url: g.image?.src ?? null,
      image_alt: g.image?.alt ?? null,
      author: g.author,
      published_at: `${g.publishedAt}T12:00:00.000Z`,
      status: 'published',
      is_sample: true,
      created_at: `${g.publishedAt}T12:00:00.000Z`,
      updated_at: `${g.updatedAt ?? g.publishedAt}T12:00:00.000Z`,
    }),
  ];
  const guideId = untouchedId('guides', g.slug);
  const slugs = g.places.map((p) => sqlValue(p.restaurant));
  statements.push(
    `DELETE FROM guide_places WHERE guide_id = ${guideId}` + (slugs.length ? ` AND restaurant_id NOT IN (SELECT id FROM restaurants WHERE slug IN (${slugs.join(', ')}))` : ''),
  );
  g.places.forEach((place, position) => {
    statements.push(
      `INSERT INTO guide_places (guide_id, restaurant_id, position, note) SELECT ${guideId}, id, ${position}, ${sqlValue(place.note)} FROM restaurants WHERE slug = ${sqlValue(place.restaurant)} AND ${guideId} IS NOT NULL ` +
        `ON CONFLICT(guide_id, restaurant_id) DO UPDATE SET position = excluded.position, note = excluded.note`,
    );
  });
  (g.log ?? []).forEach((line, i) => {
    // Noon plus a minute per line, so a day's lines keep their order; written once.
    const at = sqlValue(`${line.on}T12:${String(i).padStart(2, '0')}:00.000Z`);
    const name = sqlValue(line.restaurant ?? null);
    statements.push(
      `INSERT INTO guide_log (guide_id, kind, restaurant_name, reason, created_at) SELECT ${guideId}, ${sqlValue(line.kind)}, ${name}, ${sqlValue(line.reason ?? null)}, ${at} ` +
        `WHERE ${guideId} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM guide_log WHERE guide_id = ${guideId} AND kind = ${sqlValue(line.kind)} AND created_at = ${at})`,
    );
  });
  return statements;
}

/**
 * Sample diners (upserted by Facebook id) and their reviews (upserted by diner
 * and restaurant); a diner or review dropped from the content is deleted, and
 * only rows of sample diners are ever written or deleted.
 */
function sampleReviewStatements(content: Content): string[] {
  const statements: string[] = [];
  const facebookId = (key: string) => `${SAMPLE_FACEBOOK_PREFIX}${key}`;
  const userIdOf = (key: string) => `(SELECT id FROM users WHERE facebook_id = ${sqlValue(facebookId(key))})`;
  const sampleIds = content.diners.map((d) => sqlValue(facebookId(d.key)));
  statements.push(
    `DELETE FROM users WHERE facebook_id LIKE '${SAMPLE_FACEBOOK_PREFIX}%'` +
      (sampleIds.length ? ` AND facebook_id NOT IN (${sampleIds.join(', ')})` : ''),
  );
  const reviewsBy = new Map<string, { slug: string; rating: number; date: string; text: string }[]>();
  for (const set of content.dinerReviews) {
    for (const review of set.reviews) {
      const list = reviewsBy.get(review.by) ?? [];
      list.push({ slug: slugify(set.restaurant), rating: review.rating, date: review.date, text: review.text });
      reviewsBy.set(review.by, list);
    }
  }
  for (const diner of content.diners) {
    const joined = `${diner.joinedOn}T12:00:00.000Z`;
    statements.push(
      upsert(
        'users',
        {
          facebook_id: facebookId(diner.key),
          name: diner.name,
          username: `sample_${diner.key.replace(/-/g, '_')}`,
          email: null,
          profile_picture: null,
          created_at: joined,
          updated_at: joined,
        },
        'facebook_id',
      ),
    );
    const reviews = reviewsBy.get(diner.key) ?? [];
    const slugs = reviews.map((r) => sqlValue(r.slug));
    statements.push(
      `DELETE FROM reviews WHERE user_id = ${userIdOf(diner.key)}` +
        (slugs.length ? ` AND restaurant_id NOT IN (SELECT id FROM restaurants WHERE slug IN (${slugs.join(', ')}))` : ''),
    );
    for (const review of reviews) {
      // Written in the evening, Fort Worth time; the hour varies so a day's reviews keep an order.
      const written = `${review.date}T${String(17 + (review.text.length % 7)).padStart(2, '0')}:${String(review.text.length % 60).padStart(2, '0')}:00.000Z`;
      statements.push(
        upsert(
          'reviews',
          {
            user_id: raw(userIdOf(diner.key)),
            restaurant_id: raw(`(SELECT id FROM restaurants WHERE slug = ${sqlValue(review.slug)})`),
            rating: review.rating,
            content: review.text,
            // The sample reviews are written in English (issue 43: shown as written, marked so).
            language: 'en',
            created_at: written,
            updated_at: written,
          },
          'user_id, restaurant_id',
          ['user_id', 'restaurant_id'],
        ),
      );
    }
  }
  return statements;
}
