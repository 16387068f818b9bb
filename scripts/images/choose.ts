import type { Article, Cuisine, Recipe, Restaurant } from '../../app/content/types';
import type { MotifName } from './motifs';
import { hash } from './svg';

/** Which motif (and variant) each cuisine, restaurant, article and recipe gets. */

export type Pick = { motif: MotifName; variant?: string };

const CUISINE_MOTIFS: Record<string, Pick[]> = {
  american: [{ motif: 'steak' }, { motif: 'burger' }, { motif: 'bowl', variant: 'salad' }, { motif: 'friedchicken' }],
  asian: [{ motif: 'dumplings' }, { motif: 'bowl', variant: 'pho' }, { motif: 'rice' }],
  barbeque: [{ motif: 'brisket' }],
  italian: [{ motif: 'pasta' }],
  mexican: [{ motif: 'taco' }, { motif: 'dip', variant: 'guac' }, { motif: 'tamale' }],
  pizza: [{ motif: 'pizza' }],
  seafood: [{ motif: 'seafood', variant: 'shrimp' }, { motif: 'seafood', variant: 'fish' }, { motif: 'seafood', variant: 'oyster' }],
  french: [{ motif: 'croissant' }],
  greek: [{ motif: 'skewer' }],
  indian: [{ motif: 'bowl', variant: 'curry' }],
  belgian: [{ motif: 'waffle' }, { motif: 'drink', variant: 'beer' }],
  cajun: [{ motif: 'bowl', variant: 'gumbo' }, { motif: 'sandwich', variant: 'baguette' }],
  chinese: [{ motif: 'dumplings' }],
  burgers: [{ motif: 'burger' }],
  deli: [{ motif: 'sandwich' }],
  diner: [{ motif: 'breakfast' }],
  european: [{ motif: 'drink', variant: 'wine' }, { motif: 'paella' }, { motif: 'drink', variant: 'beer' }, { motif: 'croissant' }],
  'farm-to-table': [{ motif: 'bowl', variant: 'salad' }, { motif: 'steak' }],
  sushi: [{ motif: 'sushi' }],
  steak: [{ motif: 'steak' }],
  'tex-mex': [{ motif: 'fajita' }, { motif: 'dip', variant: 'queso' }, { motif: 'taco' }],
  thai: [{ motif: 'bowl', variant: 'thai' }, { motif: 'rice' }],
  vegetarian: [{ motif: 'bowl', variant: 'veggie' }],
  spanish: [{ motif: 'paella' }],
  korean: [{ motif: 'bowl', variant: 'bibimbap' }],
  japanese: [{ motif: 'bowl', variant: 'ramen' }, { motif: 'sushi' }],
  southwestern: [{ motif: 'bowl', variant: 'chili' }, { motif: 'fajita' }],
  kosher: [{ motif: 'bagel' }],
  'middle-eastern': [{ motif: 'dip', variant: 'hummus' }, { motif: 'skewer' }],
  southern: [{ motif: 'friedchicken' }, { motif: 'pie', variant: 'pecan' }],
};

/** Keyword rules on names, titles and tags; first match wins. */
const KEYWORDS: Array<[RegExp, Pick]> = [
  [/brisket|bbq|barbe(que|cue)|bar-b-q|smokehouse|pit\b|burnt end/, { motif: 'brisket' }],
  [/margarita|joe t\. garcia/, { motif: 'drink', variant: 'margarita' }],
  [/\bqueso\b/, { motif: 'dip', variant: 'queso' }],
  [/pico de gallo|salsa|guacamole/, { motif: 'dip', variant: 'pico' }],
  [/hummus|falafel/, { motif: 'dip', variant: 'hummus' }],
  [/fajita/, { motif: 'fajita' }],
  [/tamal/, { motif: 'tamale' }],
  [/elote|street corn/, { motif: 'corn' }],
  [/kolach/, { motif: 'kolache' }],
  [/cornbread/, { motif: 'cornbread' }],
  [/cobbler/, { motif: 'bakingdish', variant: 'cobbler' }],
  [/casserole|king ranch|enchilada/, { motif: 'bakingdish', variant: 'casserole' }],
  [/chicken-fried|chicken fried|country-fried/, { motif: 'steak', variant: 'cfs' }],
  [/grits/, { motif: 'bowl', variant: 'grits' }],
  [/\bchili\b|bowl of red/, { motif: 'bowl', variant: 'chili' }],
  [/gumbo|crawfish|mudbug|boudin|jambalaya|cajun|creole/, { motif: 'bowl', variant: 'gumbo' }],
  [/pad kra pao|kra pao|basil chicken|fried rice/, { motif: 'rice' }],
  [/breakfast taco/, { motif: 'taco', variant: 'breakfast' }],
  [/taco|taqueria/, { motif: 'taco' }],
  [/sushi|handroll|hand roll|sashimi|nigiri|omakase/, { motif: 'sushi' }],
  [/ramen|izakaya/, { motif: 'bowl', variant: 'ramen' }],
  [/\bpho\b|vietnam|noodle/, { motif: 'bowl', variant: 'pho' }],
  [/curry|tikka|masala|chaat|tiffin/, { motif: 'bowl', variant: 'curry' }],
  [/\bthai\b/, { motif: 'bowl', variant: 'thai' }],
  [/dumpling|dim sum|bao\b/, { motif: 'dumplings' }],
  [/oyster/, { motif: 'seafood', variant: 'oyster' }],
  [/fish|catfish/, { motif: 'seafood', variant: 'fish' }],
  [/shrimp|seafood|mariscos|lobster|crab/, { motif: 'seafood', variant: 'shrimp' }],
  [/po-?boy|banh mi|hoagie|sub\b/, { motif: 'sandwich', variant: 'baguette' }],
  [/burger|fat shack|eating (challenge|competition)/, { motif: 'burger' }],
  [/pizza|cane rosso/, { motif: 'pizza' }],
  [/pasta|spaghetti|trattoria|lasagna/, { motif: 'pasta' }],
  [/waffle/, { motif: 'waffle' }],
  [/crepe|creperie|croissant|bakery|patisserie|petit four/, { motif: 'croissant' }],
  [/wine|byob/, { motif: 'drink', variant: 'wine' }],
  [/fried chicken|chicken (and|&) waffles/, { motif: 'friedchicken' }],
  [/pancake|breakfast|brunch|griddle|diner|coffee|\bcafe\b|café/, { motif: 'breakfast' }],
  [/pie\b|pies\b|dessert/, { motif: 'pie' }],
  [/deli\b|delicatessen|sandwich|pastrami/, { motif: 'sandwich' }],
  [/bagel/, { motif: 'bagel' }],
  [/gyro|kebab|kabob|skewer|mediterranean|greek/, { motif: 'skewer' }],
  [/paella|tapas|tasca/, { motif: 'paella' }],
  [/beer|brew|pub\b|ice house|beer garden|gardens/, { motif: 'drink', variant: 'beer' }],
  [/cocktail|happy hour|distillery|lounge|saloon|speakeasy|\bbar\b|patio|supper club/, { motif: 'drink', variant: 'cocktail' }],
  [/soul food|southern|biscuit/, { motif: 'friedchicken' }],
  [/steak|prime|chophouse/, { motif: 'steak' }],
  [/salad|farm|garden|vegan|vegetarian/, { motif: 'bowl', variant: 'salad' }],
];

/** Cuisines whose own motif always wins over name keywords. */
const STRONG_CUISINES = new Set(['barbeque', 'burgers', 'sushi', 'pizza', 'steak', 'italian', 'chinese', 'korean', 'indian', 'thai']);

function byKeyword(text: string): Pick | undefined {
  const t = text.toLowerCase();
  return KEYWORDS.find(([re]) => re.test(t))?.[1];
}

function byCuisine(key: string, seed: string): Pick | undefined {
  const norm = key.toLowerCase().trim().replace(/[\s_]+/g, '-').replace(/^bbq$/, 'barbeque');
  const options = CUISINE_MOTIFS[norm];
  return options ? options[hash(seed) % options.length] : undefined;
}

const FALLBACKS: Pick[] = [{ motif: 'steak' }, { motif: 'bowl', variant: 'salad' }, { motif: 'drink', variant: 'cocktail' }, { motif: 'pasta' }, { motif: 'taco' }];

export function restaurantMotif(r: Restaurant): Pick {
  if (STRONG_CUISINES.has(r.cuisine)) return byCuisine(r.cuisine, r.name)!;
  return byKeyword(r.name) ?? byCuisine(r.cuisine, r.name) ?? FALLBACKS[hash(r.name) % FALLBACKS.length]!;
}

const CATEGORY_MOTIFS: Record<string, Pick> = {
  bbq: { motif: 'brisket' },
  barbeque: { motif: 'brisket' },
  sushi: { motif: 'sushi' },
  burgers: { motif: 'burger' },
  thai: { motif: 'bowl', variant: 'thai' },
  italian: { motif: 'pasta' },
  pizza: { motif: 'pizza' },
  seafood: { motif: 'seafood', variant: 'shrimp' },
  tacos: { motif: 'taco' },
  breakfast: { motif: 'breakfast' },
  brunch: { motif: 'breakfast' },
  southern: { motif: 'friedchicken' },
  'happy hour': { motif: 'drink', variant: 'cocktail' },
  'craft cocktails': { motif: 'drink', variant: 'cocktail' },
  cocktails: { motif: 'drink', variant: 'cocktail' },
  patios: { motif: 'drink', variant: 'beer' },
  byob: { motif: 'drink', variant: 'wine' },
  ramen: { motif: 'bowl', variant: 'ramen' },
  dessert: { motif: 'pie' },
  deli: { motif: 'sandwich' },
  'wine bar': { motif: 'drink', variant: 'wine' },
  'patio bar': { motif: 'drink', variant: 'beer' },
  mediterranean: { motif: 'skewer' },
  'middle eastern': { motif: 'skewer' },
  vietnamese: { motif: 'bowl', variant: 'pho' },
};

/** Categories about an occasion rather than a dish: a dish named in the title wins. */
const OCCASION_CATEGORIES = new Set(['brunch', 'breakfast', 'happy hour', 'craft cocktails', 'cocktails', 'patios', 'byob']);

export function articleMotif(a: Article, restaurants: Map<string, Restaurant>): Pick {
  const text = [a.title, a.category, ...(a.tags ?? [])].join(' ');
  const category = CATEGORY_MOTIFS[a.category.toLowerCase()];
  if (category) {
    // Keyword hits in the title refine the category (oysters for a seafood happy hour, margaritas...).
    const refine = byKeyword(a.title);
    if (refine && (OCCASION_CATEGORIES.has(a.category.toLowerCase()) || refine.motif === category.motif || /margarita|oyster/.test(a.title.toLowerCase()))) {
      return refine;
    }
    return category;
  }
  const fromTitle = byKeyword(a.title);
  if (fromTitle) return fromTitle;
  for (const slug of a.restaurants ?? []) {
    const r = restaurants.get(slug);
    if (r) return restaurantMotif(r);
  }
  return byKeyword(text) ?? FALLBACKS[hash(a.slug) % FALLBACKS.length]!;
}

export function recipeMotif(r: Recipe): Pick {
  return byKeyword(r.title) ?? byCuisine(r.cuisine, r.title) ?? byKeyword(r.cuisine) ?? FALLBACKS[hash(r.title) % FALLBACKS.length]!;
}

/** Directory tiles: one distinct dish per cuisine where the defaults would repeat. */
const TILE_MOTIFS: Record<string, Pick> = { american: { motif: 'pie', variant: 'apple' }, asian: { motif: 'bowl', variant: 'pho' } };

export function cuisineMotif(c: Cuisine): Pick {
  return TILE_MOTIFS[c.key] ?? CUISINE_MOTIFS[c.key]?.[0] ?? byKeyword(c.name) ?? FALLBACKS[hash(c.key) % FALLBACKS.length]!;
}
