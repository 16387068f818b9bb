import type { JsonLdObject } from '~/components/json-ld';
import type { Block } from '~/content/types';
import { SITE_NAME, SITE_LOGO, absoluteUrl } from './seo';
import { DEFAULT_SHARE_IMAGE, shareImagePath } from './share-image';
import { factsToShow } from './fact-noes';
import type { Dish, FactKey, Facts } from './facts';
import { topicLabel, type Sources } from './source-topics';

/** Schema.org helpers shared by the article, review and recipe pages. */

export function publisherJsonLd(origin: string): JsonLdObject {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(origin, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, SITE_LOGO) },
  };
}

/** "2201 N Commerce St, Fort Worth, TX 76164" as a PostalAddress; other shapes stay text. */
export function postalAddress(address: string): JsonLdObject | string {
  const match = address.match(/^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/);
  if (!match) return address;
  return {
    '@type': 'PostalAddress',
    streetAddress: match[1],
    addressLocality: match[2],
    addressRegion: match[3],
    postalCode: match[4],
    addressCountry: 'US',
  };
}

/** Each fact's schema.org LocationFeatureSpecification name. */
const FACT_FEATURES: Record<FactKey, string> = {
  vegetarian: 'Vegetarian options',
  vegan: 'Vegan options',
  'gluten-free': 'Gluten-free options',
  halal: 'Halal food',
  kosher: 'Kosher food',
  'step-free': 'Wheelchair-accessible entrance',
  'accessible-restroom': 'Wheelchair-accessible restroom',
  'accessible-parking': 'Wheelchair-accessible parking',
  patio: 'Outdoor seating',
  'dog-friendly': 'Dog-friendly patio',
  kids: 'Good for kids',
  'full-bar': 'Full bar',
  byob: 'BYOB',
  'parking-lot': 'Free parking lot',
  'parking-street': 'Street parking',
  'parking-garage': 'Parking garage',
  valet: 'Valet parking',
};

/**
 * A listing's facts as schema.org amenityFeature, as the page says them: yes is true, a no
 * the catalog says is false, any other no and a fact nobody checked are left out (unknown is
 * not a no). Undefined when there is none to say.
 */
export function amenityFeatures(facts: Facts): JsonLdObject[] | undefined {
  const checked = factsToShow(facts);
  if (checked.length === 0) return undefined;
  return checked.map(({ fact, state }) => ({ '@type': 'LocationFeatureSpecification', name: FACT_FEATURES[fact.key], value: state === 'yes' }));
}

/**
 * Who last stated each part of the listing and when (decision 050), as the Restaurant's
 * additionalProperty: a PropertyValue per part, its propertyID the topic ("hours",
 * "fact:step-free"), its name who said it, its value the day (YYYY-MM-DD). schema.org
 * has no "stated by" on an opening hour or feature; Place's additionalProperty is the
 * place for a property it does not name. Undefined when nobody has restated anything.
 */
export function ownerStatements(sources: Sources): JsonLdObject[] | undefined {
  const rows = Object.entries(sources);
  if (rows.length === 0) return undefined;
  return rows.map(([topic, s]) => ({
    '@type': 'PropertyValue',
    propertyID: topic,
    name: `${topicLabel(topic)}: updated by the ${s.source === 'owner' ? 'owner' : 'editors'}`,
    value: s.updatedOn,
  }));
}

/** The dishes to order as a Menu with one section; undefined when there are none. */
export function menuJsonLd(dishes: Dish[]): JsonLdObject | undefined {
  if (dishes.length === 0) return undefined;
  return {
    '@type': 'Menu',
    hasMenuSection: {
      '@type': 'MenuSection',
      name: 'What to order',
      hasMenuItem: dishes.map((d) => ({
        '@type': 'MenuItem',
        name: d.name,
        offers: d.priceCents === null ? undefined : { '@type': 'Offer', price: d.priceCents / 100, priceCurrency: 'USD' },
      })),
    },
  };
}

type ArticleLike = {
  slug: string;
  /** Present when the words are an editor's Spanish version. */
  spanish?: unknown;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
  imageUrl: string | null;
  category: string;
  seo?: { keywords?: string[] } | null;
};

/** An Article (or NewsArticle) with the properties Google reads: headline, image, dates, author. */
export function articleJsonLd(a: ArticleLike, origin: string, url: string, type: 'Article' | 'NewsArticle' = 'Article'): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: a.title.length > 110 ? `${a.title.slice(0, 109)}…` : a.title,
    description: a.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absoluteUrl(origin, a.imageUrl ? shareImagePath('articles', a.slug, Boolean(a.spanish)) : DEFAULT_SHARE_IMAGE)],
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    author: [{ '@type': 'Person', name: a.author, url: absoluteUrl(origin, '/about') }],
    publisher: publisherJsonLd(origin),
    articleSection: a.category,
    keywords: a.seo?.keywords?.length ? a.seo.keywords.join(', ') : undefined,
  };
}

/** Minutes as an ISO 8601 duration: 90 -> "PT1H30M", 45 -> "PT45M", 0 -> "PT0M". */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

type CoveredPlace = {
  slug: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
};

type ArticleWithBlocks = ArticleLike & { body: Block[]; restaurants: CoveredPlace[] };

/** Where a listed restaurant is, as a schema.org Place. */
function restaurantPlace(r: CoveredPlace, origin: string): JsonLdObject {
  return {
    '@type': 'Place',
    name: r.name,
    url: absoluteUrl(origin, `/restaurant/${r.slug}`),
    address: r.address ? postalAddress(r.address) : undefined,
    geo: r.latitude !== null && r.longitude !== null ? { '@type': 'GeoCoordinates', latitude: r.latitude, longitude: r.longitude } : undefined,
  };
}

/**
 * The Event of each dated event box and the VideoObject of each embedded video
 * in an article: the article's page is where search engines find both.
 */
export function articleBlocksJsonLd(a: ArticleWithBlocks, origin: string, url: string): JsonLdObject[] {
  const image = [absoluteUrl(origin, a.imageUrl ? shareImagePath('articles', a.slug, Boolean(a.spanish)) : DEFAULT_SHARE_IMAGE)];
  const bySlug = new Map(a.restaurants.map((r) => [r.slug, r]));
  return a.body.flatMap((block): JsonLdObject[] => {
    if (block.type === 'event') {
      const host = 'restaurant' in block.venue ? bySlug.get(block.venue.restaurant) : undefined;
      const location: JsonLdObject = host
        ? restaurantPlace(host, origin)
        : {
            '@type': 'Place',
            name: 'name' in block.venue ? block.venue.name : 'Fort Worth',
            address: { '@type': 'PostalAddress', addressLocality: 'Fort Worth', addressRegion: 'TX', addressCountry: 'US' },
          };
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: block.name,
          startDate: block.startsAt,
          endDate: block.endsAt,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location,
          image,
          description: a.excerpt,
          url,
          organizer: host
            ? { '@type': 'Organization', name: host.name, url: absoluteUrl(origin, `/restaurant/${host.slug}`) }
            : undefined,
          offers:
            block.price !== undefined
              ? {
                  '@type': 'Offer',
                  price: block.price,
                  priceCurrency: 'USD',
                  availability: 'https://schema.org/InStock',
                  url,
                  validFrom: a.publishedAt,
                }
              : undefined,
        },
      ];
    }
    if (block.type === 'video') {
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'VideoObject',
          name: block.title,
          description: a.excerpt,
          thumbnailUrl: [`https://i.ytimg.com/vi/${block.videoId}/hqdefault.jpg`],
          uploadDate: a.publishedAt,
          embedUrl: `https://www.youtube-nocookie.com/embed/${block.videoId}`,
          contentUrl: `https://www.youtube.com/watch?v=${block.videoId}`,
        },
      ];
    }
    return [];
  });
}

type ListedPlace = { number: number; slug: string; name: string };

/**
 * An editors' guide as an ItemList: its places in the guide's order, each a
 * ListItem with its position (the number on the page), its page and its name.
 */
export function guideItemListJsonLd(g: { title: string; summary: string; places: ListedPlace[] }, origin: string, url: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: g.title,
    description: g.summary,
    url,
    numberOfItems: g.places.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: g.places.map((place) => ({
      '@type': 'ListItem',
      position: place.number,
      url: absoluteUrl(origin, `/restaurant/${place.slug}`),
      name: place.name,
    })),
  };
}

/**
 * Each object of a page's structured data says which language its text is in
 * (es-US where an editor's Spanish version is shown); a breadcrumb is navigation, not text.
 */
export function inLanguage(objects: JsonLdObject[], tag: 'en-US' | 'es-US'): JsonLdObject[] {
  return objects.map((object) => (object['@type'] === 'BreadcrumbList' ? object : { ...object, inLanguage: tag }));
}
