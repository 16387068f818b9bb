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
 * integration tests (tests/integration/rich-results.test.ts) instead.
 */
import Validator, { type Issue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { serve } from './serve';

const app = await serve();
try {
  const recipe = (await app.db.prepare('SELECT id FROM recipes ORDER BY id LIMIT 1').first<{ id: number }>())!;
  const pages: Record<string, string> = {
    'restaurant': '/restaurant/joe-t-garcias',
    'review (rated, one restaurant)': '/review/margarita-funkytown',
    'review (event and video)': '/review/fat-shack-competition',
    'review (article, several restaurants)': '/review/fort-worth-brisket-showdown',
    'news article (festival)': '/article/fort-worth-food-wine-festival-2026',
    'recipe': `/recipe/${recipe.id}`,
    'cuisine': '/restaurants/mexican',
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
