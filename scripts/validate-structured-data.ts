/**
 * Runs @adobe/structured-data-validator (Google rich-result rules) on one page
 * of each kind, served by the built Worker with the sample data, and prints
 * what it reports. Like the other measurement scripts it never fails the build.
 *
 *   npm run structured-data
 *
 * The validator can also check against the schema.org vocabulary, but only
 * with schema.org's JSON-LD file, which it fetches from schema.org: offline it
 * runs with Google's rules alone. Its 1.7 release has rules for Recipe,
 * Review, BreadcrumbList, VideoObject, Offer, Organization, Person and
 * Rating, and none for Restaurant or Event: those types are checked by the
 * integration tests (tests/integration/rich-results.test.ts and
 * listing-details-page.test.ts) instead.
 */
import Validator, { type Issue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { serve } from './serve';
import { addDays, fortWorthTime } from '../app/utils/hours';

/**
 * The restaurant page carries facts, dishes and coming special dates only when the listing
 * has them: give the checked listing any the sample content does not (its special dates
 * are holidays, often far off), so every property is checked.
 */
async function withEveryDetail(db: D1Database, slug: string) {
  const id = (await db.prepare('SELECT id FROM restaurants WHERE slug = ?').bind(slug).first<number>('id'))!;
  const today = fortWorthTime(new Date()).date;
  const tomorrow = addDays(today, 1);
  const count = (table: string, more = '') => db.prepare(`SELECT count(*) AS n FROM ${table} WHERE restaurant_id = ?${more}`).bind(id).first<number>('n');
  const statements: D1PreparedStatement[] = [];
  if (!(await count('special_hours', ` AND on_date BETWEEN '${today}' AND '${addDays(today, 30)}'`))) {
    statements.push(db.prepare(`INSERT INTO special_hours (restaurant_id, on_date, opens_minute, closes_minute, note) VALUES (?, ?, NULL, NULL, 'Holiday')`).bind(id, tomorrow));
  }
  if (!(await count('restaurant_facts'))) {
    statements.push(db.prepare(`INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'patio', 'yes', ?), (?, 'vegan', 'no', ?)`).bind(id, tomorrow, id, tomorrow));
  }
  if (!(await count('restaurant_dishes'))) {
    statements.push(db.prepare(`INSERT INTO restaurant_dishes (restaurant_id, position, name, price_cents) VALUES (?, 1, 'House special', 1450), (?, 2, 'Dessert', NULL)`).bind(id, id));
  }
  if (statements.length) await db.batch(statements);
}

const app = await serve();
try {
  await withEveryDetail(app.db, 'joe-t-garcias');
  const recipe = (await app.db.prepare('SELECT id FROM recipes ORDER BY id LIMIT 1').first<{ id: number }>())!;
  const pages: Record<string, string> = {
    'restaurant': '/restaurant/joe-t-garcias',
    'review (rated, one restaurant)': '/review/margarita-funkytown',
    'review (event and video)': '/review/fat-shack-competition',
    'review (article, several restaurants)': '/review/fort-worth-brisket-showdown',
    'news article (festival)': '/article/fort-worth-food-wine-festival-2026',
    'recipe': `/recipe/${recipe.id}`,
    'cuisine': '/restaurants/mexican',
    'guide (ItemList)': '/guides/late-night-eats',
  };
  const validator = new Validator();
  const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] });
  for (const [kind, path] of Object.entries(pages)) {
    const html = await (await app.fetch(path)).text();
    const extracted = extractor.parse(html);
    const types = (extracted.jsonld ? Object.keys(extracted.jsonld) : []).join(', ');
    const issues: Issue[] = await validator.validate(extracted);
    const errors = issues.filter((i) => i.severity === 'ERROR').length;
    console.log(`${kind} ${path}\n  types: ${types}\n  ${errors} errors, ${issues.length - errors} warnings`);
    for (const issue of issues) {
      console.log(`  ${issue.severity} ${issue.path?.map((p) => p.type).join(' > ') ?? ''}: ${issue.issueMessage}`);
    }
  }
} finally {
  await app.dispose();
}
