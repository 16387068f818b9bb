import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { getFeedCuisine, newestListingDate, newestRestaurantsOfCuisine } from '~/models/sitemap.server';
import { atomResponse, renderAtom } from '~/utils/atom';
import { notFound, publicCache } from '~/modules/http.server';
import { absoluteUrl } from '~/utils/seo';

/** Atom feed of a cuisine's newest listings: /feeds/cuisine/{key}.xml. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const key = params.file?.match(/^([a-z0-9-]+)\.xml$/)?.[1];
  const cuisine = key ? await getFeedCuisine(context.db, key) : null;
  if (!cuisine) notFound('No such cuisine feed');
  const origin = context.origin;
  const restaurants = await newestRestaurantsOfCuisine(context.db, cuisine.id);
  // Atom needs a date even for an empty feed: the directory's last change, never 1970.
  const emptySince = restaurants.length ? undefined : ((await newestListingDate(context.db)) ?? undefined);
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, `/feeds/cuisine/${cuisine.key}.xml`),
    pageUrl: absoluteUrl(origin, `/restaurants/${cuisine.key}`),
    title: `Fort Worth Eats: New ${cuisine.title} Listings`,
    subtitle: `The newest ${cuisine.name} restaurants listed in the Fort Worth Eats directory.`,
    emptySince,
    entries: restaurants.map((r) => ({
      url: absoluteUrl(origin, `/restaurant/${r.slug}`),
      title: r.name,
      updated: r.createdAt,
      published: r.createdAt,
      summary: [r.description, [r.neighborhood, r.address].filter(Boolean).join(' · ')].filter(Boolean).join('\n\n'),
      categories: [cuisine.name],
    })),
  });
  return atomResponse(xml, publicCache(600, 3600));
}
