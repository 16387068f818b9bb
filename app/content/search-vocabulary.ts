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
 *
 * Spanish (issue 43): a Spanish word sits in the group or answer of what it means, so
 * "mariscos" searches what "seafood" searches, and Spanish fillers are dropped as the
 * English ones are. A Spanish word is added only where the guide has a group, a cuisine
 * or a fact for it, and never one that English text uses in another sense ("familiar",
 * "cafeteria", "americano"). Plurals fold the English way, which serves most Spanish
 * plurals ("hamburguesas", "niños", "lugares", "postres"); list what it misses
 * ("horas felices"), and remember that "los" and "las" are too short to fold.
 */
export default {
  synonyms: [
    // Cuisines and the names the site's own pages use for them.
    ['barbecue', 'barbeque', 'bbq', 'bar-b-q', 'bar-b-que', 'bar-be-cue', 'barbq', 'smokehouse'],
    ['tex-mex', 'texmex'],
    ['burger', 'hamburger', 'cheeseburger', 'hamburguesa'],
    // Barbacoa is in no group. In Texas it is not barbecue but beef head steamed or pit-cooked
    // the Mexican way, sold by the pound at taquerías on weekend mornings; and not every
    // taquería has it, so as a taco word it would list places that do not. Searched as typed,
    // it finds the places that list or describe it.
    ['taco', 'taqueria'],
    ['mexican', 'mexicano', 'mexicana'],
    // A parrilla (or asador) serves grilled beef by the cut: a steakhouse, as in Argentina.
    ['steak', 'steakhouse', 'steak house', 'chophouse', 'chop house', 'parrilla', 'asador'],
    ['pizza', 'pizzeria'],
    ['sushi', 'omakase', 'sashimi', 'nigiri', 'handroll', 'hand roll'],
    // Vegan is its own word: a vegan dish is vegetarian, not the other way round. A place with
    // vegan dishes is indexed as "vegan vegetarian" (migration 0014), so both searches find it.
    ['vegetarian', 'veggie', 'meatless', 'vegetariano', 'vegetariana'],
    ['vegan', 'plant-based', 'vegano', 'vegana'],
    ['middle eastern', 'mediterranean', 'lebanese', 'persian', 'mediterráneo', 'mediterránea', 'libanés', 'libanesa'],
    ['cajun', 'creole', 'louisiana'],
    ['seafood', 'fish', 'shellfish', 'marisco', 'pescado'],
    ['deli', 'delicatessen'],
    ['farm-to-table'],
    ['southern', 'soul food'],
    ['italian', 'trattoria', 'osteria', 'italiano', 'italiana'],
    // The cuisines in Spanish: "comida china" searches china, as "comida" is a filler.
    // "Comida hindú" is how much of Mexico says Indian food.
    ['chinese', 'chino', 'china'],
    ['japanese', 'japonés', 'japonesa'],
    ['korean', 'coreano', 'coreana'],
    ['thai', 'tailandés', 'tailandesa'],
    ['vietnamese', 'vietnamita'],
    ['indian', 'india', 'hindú'],
    ['greek', 'griego', 'griega'],
    ['french', 'francés', 'francesa'],
    ['spanish', 'español', 'española'],
    // Meals, drinks and occasions. Breakfast is an answer (below): the hours say who serves it.
    ['brunch'],
    ['coffee', 'cafe', 'coffeehouse', 'coffee shop', 'espresso'],
    ['beer', 'brewery', 'brewpub', 'taproom', 'craft beer', 'cerveza', 'cervecería', 'cerveza artesanal', 'cervecería artesanal'],
    ['dessert', 'postre'],
    ['bakery', 'panadería', 'pastelería'],
    ['donut', 'doughnut'],
    ['kolache', 'klobasnek'],
    ['chicken-fried steak', 'cfs'],
    // What a listing says it has (its facts, migration 0014), in the words diners type.
    ['byob', 'bring your own', 'bring your own bottle', 'bring your own wine'],
    ['patio', 'outdoor seating', 'outdoor dining', 'outdoor table', 'terraza', 'al aire libre'],
    ['gluten-free', 'gf', 'celiac', 'coeliac', 'sin gluten', 'libre de gluten', 'celíaco', 'celíaca'],
    ['wheelchair', 'wheelchair accessible', 'accessible', 'accessibility', 'step-free', 'accesible', 'accesibilidad', 'silla de ruedas'],
    // "good for kids" is this group too: "good" and "for" are fillers; so are "para" and "toda"
    // ("para niños", "para toda la familia"). "Familiar" alone is English too: only its phrase.
    ['kid-friendly', 'kid', 'children', 'family-friendly', 'child-friendly', 'niño', 'infantil', 'familia', 'ambiente familiar'],
    ['dog-friendly', 'dogs welcome', 'pet-friendly',
      'mascota', 'perro', 'acepta mascota', 'aceptan mascota', 'acepta perro', 'aceptan perro', 'mascota bienvenida', 'perro bienvenido'],
    // The parking facts (lot, street, garage, valet) are indexed with the word "parking".
    ['parking', 'estacionamiento', 'parqueo'],
    // Places diners spell in more than one way.
    ['stockyards', 'stock yards'],
    ['near southside', 'near south side'],
    ['west 7th', 'west seventh', 'w 7th'],
  ],
  // Each answer's phrases, in one group per answer; a phrase here is in no synonym group.
  answers: {
    // The happy hours a page shows under "Good to know".
    'happy-hour': ['happy hour', 'drink special', 'drink deal', 'hora feliz', 'horas felices'],
    // Open past midnight on some night. "Tarde" alone is also the afternoon ("abierto en la
    // tarde"), so only its phrases are here.
    'late-night': ['late night', 'late-night', 'open late', 'late', 'after midnight', 'night owl', 'after hours', 'all night', 'all-night', '24 hour', '24-hour', '24/7',
      'tarde en la noche', 'abierto tarde', 'abierta tarde', 'hasta tarde', 'toda la noche', 'después de medianoche', '24 horas'],
    // Opens before 8 AM on some day. Not "mañana": it is also tomorrow.
    early: ['early', 'open early', 'early bird', 'morning', 'temprano'],
    // Opens before 8 AM, or lists or describes breakfast or brunch.
    breakfast: ['breakfast', 'desayuno', 'desayunar'],
    // Open at this moment in Fort Worth, as the listing's "Open now" filter.
    'open-now': ['open now', 'open right now', 'still open', 'abierto ahora', 'abierta ahora', 'abierto ahorita', 'abierta ahorita'],
    // Open on a date whose special hours are named this way ("Thanksgiving").
    'date:thanksgiving': ['thanksgiving', 'thanksgiving day', 'acción de gracias', 'día de acción de gracias'],
    'date:christmas eve': ['christmas eve', 'nochebuena', 'noche buena', 'víspera de navidad'],
    'date:christmas': ['christmas', 'christmas day', 'xmas', 'navidad', 'día de navidad'],
  },
  fillers: [
    'eat', 'eats',
    'best', 'top', 'good', 'great', 'spot', 'place', 'restaurant', 'eatery', 'food', 'joint',
    'near me', 'nearby', 'around here', 'in', 'at', 'on', 'the', 'a', 'an', 'and', 'or', 'for',
    'with', 'of', 'to', 'some', 'where', 'find', 'option', 'menu', 'dish', 'fort worth', 'ft worth', 'fw', 'ftw', 'dfw', 'texas', 'tx',
    // The same in Spanish. "Sin" is no filler: "sin gluten" narrows. "Abierto" alone answers
    // nothing (its phrases do), and unlike "open" it is part of no name here.
    'comer', 'mejor', 'bueno', 'buena', 'lugar', 'sitio', 'restaurante', 'comida', 'cocina', 'cerca', 'cerca de mí', 'aquí',
    'el', 'la', 'lo', 'los', 'las', 'un', 'una', 'de', 'del', 'en', 'al', 'y', 'o', 'con', 'para', 'por', 'que', 'se', 'hay', 'donde', 'todo', 'toda',
    'opción', 'plato', 'platillo', 'abierto', 'abierta',
  ],
} satisfies SearchVocabulary;
