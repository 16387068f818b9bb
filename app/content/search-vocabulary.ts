import type { SearchVocabulary } from './types';

/**
 * What diners type into search, and what it means. Read by the search query
 * builder (app/utils/search-query.ts), so unlike the other content it is part of
 * the Worker bundle: a change here goes live with the next deploy, no seed needed.
 *
 * How a query is read, word by word:
 * - Case, accents and punctuation do not count: "Café", "cafe" and "CAFE" are one
 *   word, and "bar-b-q", "bar b q" and "Bar-B-Q" are one phrase.
 * - Plurals fold to one form before a word is looked up here, so "tacos" finds the
 *   taco group and "spots" the filler "spot"; list the singular. (The index itself
 *   stems words, so "burgers" in a description matches "burger" anyway.)
 * - A word or phrase of a synonym group is searched as any word of its group:
 *   "bbq" searches barbecue OR barbeque OR bbq OR bar-b-q ... Groups are symmetric;
 *   put a word in one group only. A group of one keeps a phrase whole, fillers and all
 *   ("farm to table" is not searched as farm, table).
 * - Fillers are dropped ("best bbq spots near me" searches bbq), unless the query
 *   is nothing but fillers, then it is searched as typed. Only add words that never
 *   narrow a search: "near" alone stays (Near Southside), "near me" goes.
 * - The last word may be unfinished: it matches as a prefix ("bur" finds burgers),
 *   and from three letters on it also brings in every group with a word starting
 *   with it ("barb" finds the BBQ places too).
 * - Every other word (or group) is required: "tacos stockyards" finds places that
 *   match both.
 * - A phrase under `answers` is answered from the listing's data (decision 043): its
 *   hours, happy hours or special dates, not its words. Reviews, news and guides are
 *   still searched for the phrase itself, as a group of its own.
 */
export default {
  synonyms: [
    // Cuisines and the names the site's own pages use for them.
    ['barbecue', 'barbeque', 'bbq', 'bar-b-q', 'bar-b-que', 'bar-be-cue', 'barbq', 'smokehouse'],
    ['tex-mex', 'texmex'],
    ['burger', 'hamburger', 'cheeseburger'],
    ['taco', 'taqueria'],
    ['steak', 'steakhouse', 'steak house', 'chophouse', 'chop house'],
    ['pizza', 'pizzeria'],
    ['sushi', 'omakase', 'sashimi', 'nigiri', 'handroll', 'hand roll'],
    // Vegan is its own word: a vegan dish is vegetarian, not the other way round. A place with
    // vegan dishes is indexed as "vegan vegetarian" (migration 0014), so both searches find it.
    ['vegetarian', 'veggie', 'meatless'],
    ['vegan', 'plant-based'],
    ['middle eastern', 'mediterranean', 'lebanese', 'persian'],
    ['cajun', 'creole', 'louisiana'],
    ['seafood', 'fish', 'mariscos', 'shellfish'],
    ['deli', 'delicatessen'],
    ['farm-to-table'],
    ['southern', 'soul food'],
    ['italian', 'trattoria', 'osteria'],
    // Meals, drinks and occasions. Breakfast is an answer (below): the hours say who serves it.
    ['brunch'],
    ['coffee', 'cafe', 'coffeehouse', 'coffee shop', 'espresso'],
    ['beer', 'brewery', 'brewpub', 'taproom', 'craft beer'],
    ['donut', 'doughnut'],
    ['kolache', 'klobasnek'],
    ['chicken-fried steak', 'cfs'],
    // What a listing says it has (its facts, migration 0014), in the words diners type.
    ['byob', 'bring your own', 'bring your own bottle', 'bring your own wine'],
    ['patio', 'outdoor seating', 'outdoor dining', 'outdoor table'],
    ['gluten-free', 'gf', 'celiac', 'coeliac'],
    ['wheelchair', 'wheelchair accessible', 'accessible', 'accessibility', 'step-free'],
    // "good for kids" is this group too: "good" and "for" are fillers.
    ['kid-friendly', 'kid', 'children', 'family-friendly', 'child-friendly'],
    ['dog-friendly', 'dogs welcome', 'pet-friendly'],
    // Places diners spell in more than one way.
    ['stockyards', 'stock yards'],
    ['near southside', 'near south side'],
    ['west 7th', 'west seventh', 'w 7th'],
  ],
  // Each answer's phrases, in one group per answer; a phrase here is in no synonym group.
  answers: {
    // The happy hours a page shows under "Good to know".
    'happy-hour': ['happy hour', 'drink special', 'drink deal'],
    // Open past midnight on some night.
    'late-night': ['late night', 'late-night', 'open late', 'late', 'after midnight', 'night owl', 'after hours', 'all night', 'all-night', '24 hour', '24-hour', '24/7'],
    // Opens before 8 AM on some day.
    early: ['early', 'open early', 'early bird', 'morning'],
    // Opens before 8 AM, or lists or describes breakfast or brunch.
    breakfast: ['breakfast'],
    // Open at this moment in Fort Worth, as the listing's "Open now" filter.
    'open-now': ['open now', 'open right now', 'still open'],
    // Open on a date whose special hours are named this way ("Thanksgiving").
    'date:thanksgiving': ['thanksgiving', 'thanksgiving day'],
    'date:christmas eve': ['christmas eve'],
    'date:christmas': ['christmas', 'christmas day', 'xmas'],
  },
  fillers: [
    'eat', 'eats',
    'best', 'top', 'good', 'great', 'spot', 'place', 'restaurant', 'eatery', 'food', 'joint',
    'near me', 'nearby', 'around here', 'in', 'at', 'on', 'the', 'a', 'an', 'and', 'or', 'for',
    'with', 'of', 'to', 'some', 'where', 'find', 'option', 'menu', 'dish', 'fort worth', 'ft worth', 'fw', 'ftw', 'dfw', 'texas', 'tx',
  ],
} satisfies SearchVocabulary;
