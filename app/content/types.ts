import type { FactKey, FactValue } from '~/utils/facts';
import type { MarkdownNode } from '~/utils/markdown-tree';

/**
 * The shapes of the site's editorial and listing content.
 * Content lives in reviewable TypeScript files under app/content/ and is loaded
 * into D1 by `npm run db:seed` (scripts/seed.ts). Nothing in the app imports
 * these files at runtime; pages read D1. The one exception is the search
 * vocabulary (search-vocabulary.ts), which the search bundles as code.
 */

export const CUISINE_KEYS = [
  'american', 'asian', 'barbeque', 'italian', 'mexican', 'pizza', 'seafood', 'french',
  'greek', 'indian', 'belgian', 'cajun', 'chinese', 'burgers', 'deli', 'diner', 'european',
  'farm-to-table', 'sushi', 'steak', 'tex-mex', 'thai', 'vegetarian', 'spanish', 'korean',
  'japanese', 'southwestern', 'kosher', 'middle-eastern', 'southern',
] as const;
export type CuisineKey = (typeof CUISINE_KEYS)[number];

/** The two local food writers of the About page. Every article names one of them. */
export const AUTHORS = ['Callie Brooks', 'Marcus Reyes'] as const;
export type Author = (typeof AUTHORS)[number];

export type Cuisine = {
  key: CuisineKey;
  /** Display name, e.g. "Cajun Creole", "Farm to Table", "Middle Eastern", "Tex-Mex". */
  name: string;
  /** Page title, e.g. "Diners", "Steak Houses", "Middle Eastern Restaurants"; else the name. */
  title: string;
  /**
   * What its page lists, plural, as it reads mid-sentence: "American restaurants",
   * "diners", "steak houses" ("Discover the best diners…"; headings capitalise it: "All Diners").
   */
  plural: string;
  /** Path of the tile image under public/, e.g. "/images/cuisines/american.svg". */
  image: string;
  /** Whether the directory tile links to /restaurants/{key}. */
  hasPage: boolean;
  /** How the cuisine page shows featured restaurants (spec section 2, cuisine pages). */
  featuredStyle: 'large' | 'large-gold' | 'compact';
  /** Position in the directory grid. */
  sortOrder: number;
};

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** "HH:MM" in 24-hour Fort Worth local time. */
export type ClockTime = `${number}:${number}`;
/**
 * Opening hours per weekday, each day a list of [opens, closes] ranges.
 * A closing time at or before the opening time means "past midnight", so
 * ["17:00", "02:00"] on fri is Friday 5 PM to Saturday 2 AM. A missing day is closed.
 */
export type WeeklyHours = Partial<Record<Weekday, Array<[ClockTime, ClockTime]>>>;

export type Restaurant = {
  /** Unique. Its slug is derived by the spec's rule (see app/utils/slug.ts). */
  name: string;
  cuisine: CuisineKey;
  /** Two to four sentences, original, concrete. */
  description: string;
  priceLevel: 1 | 2 | 3 | 4;
  /** e.g. Downtown, Magnolia Ave, Sundance Square, Northside, Near Southside, West 7th, Stockyards... */
  neighborhood: string;
  /** Path under public/, e.g. "/images/restaurants/<slug>.svg". */
  image: string;
  /** Street address including "Fort Worth, TX 761xx". */
  address: string;
  /** Where the address is on the map (WGS 84 degrees), for maps and search engines. */
  geo: { lat: number; lng: number };
  /** Fictional sample numbers only: "(817) 555-01xx". */
  phone: string;
  website?: string;
  reservationUrl?: string;
  hours: WeeklyHours;
  featured?: boolean;
  /** ISO date the listing was added; drives the "Newest" sort. */
  addedOn: string;
  /** ISO date its hours and details were last checked; the sample listings default to SAMPLE_DETAILS_CHECKED_ON. */
  detailsCheckedOn?: string;
  /** Typical spend per person with a drink, in whole dollars. */
  pricePerPerson?: number;
  /** What to order: up to five, best first; price in dollars when the menu gives one. */
  dishes?: SampleDish[];
  /** What an editor checked, on the listing's detailsCheckedOn; a fact left out is unknown, never no. */
  facts?: Partial<Record<FactKey, FactValue>>;
  /** Happy hour by weekday, in the shape of the opening hours. */
  happyHours?: WeeklyHours;
  /** Holidays and other dates whose hours differ from the week's. */
  specialHours?: SpecialDate[];
};

export type SampleDish = { name: string; price?: number };

/**
 * One date's own hours ("YYYY-MM-DD"), replacing that weekday's; without `hours` the
 * place is closed all day. The note says why ("Closed for Thanksgiving").
 */
export type SpecialDate = { date: string; hours?: Array<[ClockTime, ClockTime]>; note: string };

/**
 * A sample diner: an author of sample reviews, seeded as a user whose Facebook id
 * is `sample:<key>` (Facebook's ids are numeric, so never a real diner's).
 */
export type SampleDiner = {
  /** Unique, lowercase with hyphens, e.g. "rosa-delgado". */
  key: string;
  /** Display name, e.g. "Rosa Delgado" or "Rosa D.". */
  name: string;
  /** ISO date the diner "joined". */
  joinedOn: string;
};

/** One sample diner's review of a listed restaurant (one per diner per restaurant). */
export type SampleReview = {
  /** A SampleDiner key. */
  by: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO date the review was written. */
  date: string;
  /** Plain text; blank lines separate paragraphs. */
  text: string;
};

/** The sample reviews of one restaurant, by its name in app/content/restaurants/. */
export type SampleReviewSet = { restaurant: string; reviews: SampleReview[] };

/** The building blocks of an article body, rendered by one template. */
export type Block =
  /**
   * Text written in the editors' desk, in Markdown. `nodes` is its parsed tree,
   * filled in on the server when a page loads (never stored, never HTML).
   */
  | { type: 'markdown'; text: string; nodes?: MarkdownNode[] }
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'tips'; title: string; items: string[] }
  | { type: 'rating'; title: string; stars: number; summary: string }
  | {
      type: 'visit';
      title: string;
      /**
       * Slug of the listed restaurant (one of the article's `restaurants`): its
       * name, address, hours, phone and website are read from the listing when
       * the page renders, never written here.
       */
      restaurant: string;
      /** What the listing does not say, e.g. "Happy hour Mon-Fri 3-6 PM." */
      note?: string;
    }
  | {
      type: 'event';
      title: string;
      /** The event's own name, for search engines' event listings. */
      name: string;
      /** ISO date-time with the Fort Worth offset, e.g. "2019-11-03T14:00:00-06:00". */
      startsAt: string;
      endsAt?: string;
      /**
       * Where: a listed restaurant's slug (one of the article's `restaurants`;
       * its address is read from the listing), or a venue by name only.
       */
      venue: { restaurant: string } | { name: string };
      /** Entry price in US dollars; 0 when free. */
      price?: number;
      /** Date, time, fees and prizes as the reader sees them; the location row comes from `venue`. */
      items: Array<{ label: string; value: string }>;
    }
  | { type: 'video'; provider: 'youtube'; videoId: string; title: string }
  | { type: 'quote'; text: string; cite?: string };

/**
 * An editors' guide (/guides/{slug}): an ordered set of sample listings, each
 * with the editor's note. Sample content, like the listings it names
 * (decision 022): the demo seed writes it, removing sample content removes it.
 */
export type Guide = {
  slug: string;
  title: string;
  /** One line for cards, feeds and the description meta. */
  summary: string;
  /** Markdown. */
  intro: string;
  author: Author;
  /** ISO date, e.g. "2026-06-12". */
  publishedAt: string;
  updatedAt?: string;
  image?: { src: string; alt: string };
  /** In the guide's order: a listing's slug and why it is here. */
  places: Array<{ restaurant: string; note: string }>;
  /** Lines of its visible Changes list, oldest first. */
  log?: Array<{ on: string; kind: 'added' | 'removed' | 'note'; restaurant?: string; reason?: string }>;
};

export type Article = {
  /** URL slug: /review/{slug} for reviews, /article/{slug} for news. */
  slug: string;
  kind: 'review' | 'news';
  title: string;
  /** Main category, e.g. BBQ, Sushi, Thai, Brunch, Event, Competition, News, Community, Food Tours. */
  category: string;
  /** Further tags shown beside the category (several on the wide-image layout). */
  tags?: string[];
  author: Author;
  /** ISO date, e.g. "2024-05-14". */
  publishedAt: string;
  updatedAt?: string;
  /** Card text; when absent the first 150 characters of the body are used. */
  excerpt?: string;
  image?: { src: string; alt: string };
  /** "hero" (default): image above the title. "wide": no hero block, a wide image under the tags. */
  layout?: 'hero' | 'wide';
  /** Opening paragraph, shown larger under the title. */
  intro: string;
  body: Block[];
  /** Slugs of the listed restaurants the article covers (app/utils/slug.ts), in order. */
  restaurants?: string[];
  /** Optional search-engine overrides (title, description, keywords). */
  seo?: { title?: string; description?: string; keywords?: string[] };
};

export type Ingredient = {
  /** Amount for the recipe's base servings; null for "to taste" items. */
  quantity: number | null;
  /** e.g. "cup", "tbsp", "lb", "" for countable items. */
  unit: string;
  item: string;
  note?: string;
};

export type Recipe = {
  slug: string;
  title: string;
  image: string;
  /** Total cooking time in minutes. */
  cookingTime: number | null;
  prepTime?: number;
  difficulty: 'easy' | 'medium' | 'hard';
  servings: number;
  cuisine: string;
  /** The course, as search engines' recipe results group them. */
  category: 'Breakfast' | 'Appetizer' | 'Main course' | 'Side dish' | 'Condiment' | 'Dessert';
  /** A few search terms beyond the title and cuisine. */
  keywords: string[];
  description: string;
  author: Author;
  publishedAt: string;
  ingredients: Ingredient[];
  steps: string[];
};

/** How search reads what diners type (app/content/search-vocabulary.ts explains the rules). */
export type SearchVocabulary = {
  /** Groups of words and phrases that mean the same thing; any one finds all. */
  synonyms: string[][];
  /** Words and phrases that never narrow a search and are dropped from it. */
  fillers: string[];
  /**
   * Phrases a listing's data answers rather than its words, by what answers them
   * (app/models/search-answers.server.ts): "happy hour" lists the places with happy hours.
   */
  answers: Record<SearchAnswer, string[]>;
};
/** What a listing's hours, happy hours or special dates answer (decision 043). */
export type SearchAnswer = 'happy-hour' | 'late-night' | 'early' | 'breakfast' | 'open-now' | `date:${string}`;

/**
 * The Spanish sample content (issue 43): an editor's version of an English item's
 * words, in app/content/es/<kind>/<slug>.ts under the English item's slug. Written
 * as a Fort Worth food writer would write it, not word for word. Everything that is
 * not words (places, amounts, prices, photos, dates) is the English item's.
 */
export type ArticleTranslation = {
  /** The English article's slug. */
  slug: string;
  title: string;
  intro: string;
  /** Blocks as in the English article, the boxes (tips, rating, visit, event) kept and translated. */
  body: Block[];
  imageAlt?: string;
};

export type RecipeTranslation = {
  slug: string;
  title: string;
  description: string;
  /** One per English ingredient, in the same order: its name and note (amounts and units stay). */
  ingredients: Array<{ item: string; note?: string }>;
  /** One per English step, in the same order. */
  steps: string[];
};

export type GuideTranslation = {
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  intro: string;
  imageAlt?: string;
  /** The note beside each place, by the listing's slug; every place of the English guide. */
  notes: Record<string, string>;
};
