import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadListings } from '~/models/bulk-listings.server';
import { articlesForExport, recipesForExport, reviewsForExport } from '~/models/operator-export.server';
import { requireEditor } from '~/modules/auth.server';
import { listingsCsv, listingsTemplateCsv } from '~/modules/listing-sheet.server';
import { notFound, PRIVATE_PAGE } from '~/modules/http.server';
import { writeCsv } from '~/utils/spreadsheet-csv';

/**
 * The operator's files, for editors only and never stored on the way (private,
 * no-store): /admin/export/listings.csv (imported again unchanged, it changes
 * nothing), articles.json, recipes.json, reviews.csv, and the import's empty
 * listings-template.csv.
 */
const FILES: Record<string, (context: LoaderFunctionArgs['context']) => Promise<string>> = {
  'listings.csv': async ({ db }) => listingsCsv(await loadListings(db)),
  'listings-template.csv': async ({ db }) => listingsTemplateCsv((await loadListings(db)).cuisines),
  'articles.json': async ({ db }) => JSON.stringify(await articlesForExport(db), null, 2),
  'recipes.json': async ({ db }) => JSON.stringify(await recipesForExport(db), null, 2),
  'reviews.csv': async ({ db }) => {
    const rows = await reviewsForExport(db);
    return writeCsv(
      ['id', 'restaurant', 'restaurant_slug', 'diner', 'rating', 'review', 'hidden_reason', 'written', 'updated'],
      rows.map((r) => [r.id, r.restaurant, r.restaurantSlug, r.diner, r.rating, r.review, r.hiddenReason ?? '', r.createdAt, r.updatedAt]),
    );
  },
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const name = params.file ?? '';
  const build = Object.hasOwn(FILES, name) ? FILES[name]! : notFound('No such export');
  const day = new Date().toISOString().slice(0, 10);
  const [base, extension] = name.split('.') as [string, string];
  return new Response(await build(context), {
    headers: {
      ...PRIVATE_PAGE,
      'Content-Type': extension === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="fort-worth-eats-${base}-${day}.${extension}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
