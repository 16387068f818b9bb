import { describe, expect, it } from 'vitest';
import siteVocabulary from '~/content/search-vocabulary';
import { compileVocabulary, readQuery, singularForms, toFtsQuery, toWords } from './search-query';

// A small vocabulary of the same shape as the site's, so each expectation reads in full.
const vocabulary = compileVocabulary({
  synonyms: [
    ['barbecue', 'bbq', 'bar-b-q'],
    ['tex-mex', 'texmex'],
    ['taco', 'taqueria'],
    ['burger', 'hamburger'],
    ['steak', 'steak house'],
    ['brewery', 'taproom'],
  ],
  fillers: ['best', 'spot', 'place', 'near me', 'in', 'fort worth'],
});
const query = (input: string) => toFtsQuery(input, vocabulary);

describe('toFtsQuery', () => {
  it('searches any word of a synonym group, however the diner spells it', () => {
    const barbecue = '("barbecue" OR "bbq" OR "bar b q")';
    expect(query('bbq')).toBe(barbecue);
    expect(query('BBQ')).toBe(barbecue);
    expect(query('bar-b-q')).toBe(barbecue);
    expect(query('Bar B Q')).toBe(barbecue);
    expect(query('barbecue')).toBe(barbecue);
  });

  it('reads a two-word spelling as one term', () => {
    expect(query('tex mex')).toBe('("tex mex" OR "texmex")');
    expect(query('Tex-Mex')).toBe(query('texmex'));
    expect(query('steak house')).toBe('("steak" OR "steak house")');
  });

  it('folds plurals before looking a word up', () => {
    expect(query('tacos')).toBe(query('taco'));
    expect(query('burgers')).toBe(query('burger'));
    expect(query('breweries')).toBe(query('brewery'));
    expect(query('taquerias')).toBe('("taco" OR "taqueria")');
  });

  it('drops fillers, plural or not, and keeps the words that narrow', () => {
    expect(query('brunch spots')).toBe('"brunch"');
    expect(query('best bbq places near me in Fort Worth')).toBe('("barbecue" OR "bbq" OR "bar b q")');
    // "near" alone is a neighbourhood word (Near Southside), only "near me" is filler.
    expect(query('near southside')).toBe('"near" AND "southside"*');
  });

  it('searches a query of nothing but fillers as typed', () => {
    expect(query('best places')).toBe('"best" AND "places"*');
  });

  it('matches an unfinished last word as a prefix and brings in the groups it starts', () => {
    expect(query('bu')).toBe('"bu"*');
    expect(query('bur')).toBe('("bur"* OR "burger" OR "hamburger")');
    expect(query('barb')).toBe('("barb"* OR "barbecue" OR "bbq" OR "bar b q")');
    expect(query('tacos stock')).toBe('("taco" OR "taqueria") AND "stock"*');
  });

  it('requires every term, once each', () => {
    expect(query('tacos taco stockyards')).toBe('("taco" OR "taqueria") AND "stockyards"*');
    expect(query('bbq tacos')).toBe('("barbecue" OR "bbq" OR "bar b q") AND ("taco" OR "taqueria")');
  });

  it('neutralises FTS syntax a diner might type or an attacker might send', () => {
    expect(query('title:taco OR "x" NEAR(a b) -*')).toBe('"title" AND ("taco" OR "taqueria") AND "or" AND "x" AND "near" AND "a" AND "b"*');
    expect(query("'; DROP TABLE restaurants; --")).toBe('"drop" AND "table" AND "restaurants"*');
    expect(query('^bbq AND NOT {body}: steak')).toBe('("barbecue" OR "bbq" OR "bar b q") AND "and" AND "not" AND "body" AND ("steak" OR "steak house")');
    expect(query('"*" - ^ :')).toBeNull();
    expect(query('  !!! ')).toBeNull();
  });

  it('ignores accents and keeps words in any script', () => {
    expect(query('Café Jalapeño')).toBe('"cafe" AND "jalapeno"*');
    expect(query('라멘')).toBe('"라멘"*');
  });

  it('caps the work a long query can cause', () => {
    const terms = query('a1 a2 a3 a4 a5 a6 a7 a8 a9 a10')!.split(' AND ');
    expect(terms).toHaveLength(8);
    expect(query(`${'x'.repeat(41)} bbq`)).toBe('("barbecue" OR "bbq" OR "bar b q")');
  });
});

describe('singularForms', () => {
  it('offers the singulars a plural may stand for', () => {
    expect(singularForms('tacos')).toContain('taco');
    expect(singularForms('kolaches')).toContain('kolache');
    expect(singularForms('sandwiches')).toContain('sandwich');
    expect(singularForms('breweries')).toContain('brewery');
    expect(singularForms('glass')).toEqual(['glass']);
  });
});

describe('the site vocabulary', () => {
  const groups = siteVocabulary.synonyms.map((terms) => terms.map((t) => toWords(t).join(' ')));
  it('puts each word in one group only, and no filler in a group', () => {
    const all = groups.flat();
    const fillers = siteVocabulary.fillers.map((f) => toWords(f).join(' '));
    const grouped = new Map<string, number>();
    groups.forEach((terms, i) => terms.forEach((t) => {
      expect(grouped.get(t) ?? i, `"${t}" is in two groups`).toBe(i);
      grouped.set(t, i);
    }));
    for (const filler of fillers) expect(all, `filler "${filler}" is also a synonym`).not.toContain(filler);
  });

  it('reads the spellings diners use as one search', () => {
    const site = compileVocabulary(siteVocabulary);
    const same = (...inputs: string[]) => expect(new Set(inputs.map((i) => toFtsQuery(i, site))).size).toBe(1);
    same('bbq', 'BBQ', 'bar-b-q', 'barbecue', 'barbeque', 'bar b que');
    same('tex mex', 'tex-mex', 'texmex', 'TexMex');
    same('taco', 'tacos', 'taqueria');
    same('burger', 'burgers', 'hamburgers');
    same('brunch spots', 'best brunch places in fort worth', 'brunch near me');
  });

  it('reads the words diners use for what a listing has', () => {
    const site = compileVocabulary(siteVocabulary);
    const read = (input: string) => toFtsQuery(input, site);
    const same = (...inputs: string[]) => expect(new Set(inputs.map(read)), inputs.join(' | ')).toHaveProperty('size', 1);
    same('gf', 'GF', 'gluten free', 'gluten-free', 'Gluten Free', 'celiac', 'gluten free options', 'gf menu');
    same('vegetarian', 'veggie', 'meatless', 'vegetarian dishes', 'veggie options');
    same('vegan', 'plant-based', 'plant based', 'vegan menu');
    same('wheelchair', 'wheelchair accessible', 'accessible', 'step-free', 'step free');
    same('patio', 'patios', 'outdoor seating', 'outdoor dining', 'places with a patio');
    same('kid friendly', 'kid-friendly', 'kids', 'family friendly', 'good for kids', 'kid friendly restaurants', 'kids menu');
    same('byob', 'BYOB', 'bring your own', 'bring your own bottle', 'byob spots');
    same('dog friendly', 'dog-friendly', 'dogs welcome');
    // Vegetarian does not mean vegan: the vegetarian search leaves the word out.
    expect(read('vegetarian')).not.toContain('vegan');
    expect(read('vegan')).toContain('"vegan"');
    expect(read('gf')).toContain('"gluten free"');
    // A word typed with another still narrows: gluten-free brisket needs both.
    expect(read('gluten free brisket')).toBe(`${read('gf')} AND "brisket"*`);
    // A partial last word brings in the group it starts.
    expect(read('wheelch')).toContain('"step free"');
    expect(read('family')).toContain('"kid friendly"');
  });
});

describe('readQuery', () => {
  const site = compileVocabulary(siteVocabulary);
  const read = (input: string) => readQuery(input, site);

  it('leaves what the listing data answers out of the words the places are searched for', () => {
    expect(read('happy hour')).toMatchObject({ answers: ['happy-hour'], words: null, text: '("happy hour" OR "drink special" OR "drink deal" OR "hora feliz" OR "horas felices")' });
    expect(read('best late night tacos')).toMatchObject({ answers: ['late-night'], words: '("taco" OR "taqueria")' });
    expect(read('Open Now')).toMatchObject({ answers: ['open-now'], words: null });
    expect(read('late-night eats')).toMatchObject({ answers: ['late-night'], words: null });
    expect(read('breakfast tacos open late').answers).toEqual(['breakfast', 'late-night']);
    expect(read('open on christmas eve').answers).toEqual(['date:christmas eve']);
    // Reviews and news are still searched for every word.
    expect(read('late night tacos').text).toContain('"late night"');
    // "open" alone answers nothing: it may be part of a name.
    expect(read('open').answers).toEqual([]);
  });

  it('puts each answer phrase in no synonym group and no filler', () => {
    const synonyms = siteVocabulary.synonyms.flat().map((t) => toWords(t).join(' '));
    const fillers = siteVocabulary.fillers.map((t) => toWords(t).join(' '));
    for (const phrase of Object.values(siteVocabulary.answers).flat().map((t) => toWords(t).join(' '))) {
      expect(synonyms, phrase).not.toContain(phrase);
      expect(fillers, phrase).not.toContain(phrase);
    }
  });

  it('matches a short text as the index would: every term, any spelling of a group, plurals folded', () => {
    expect(read('brisket').matches('Best brisket in Fort Worth')).toBe(true);
    expect(read('tacos').matches('Tacos worth the drive')).toBe(true);
    expect(read('taqueria').matches('Tacos worth the drive')).toBe(true);
    expect(read('late night').matches('Late-night eats')).toBe(true);
    expect(read('patio').matches('Patio season')).toBe(true);
    expect(read('bris').matches('Best brisket in Fort Worth')).toBe(true);
    expect(read('brisket patio').matches('Best brisket in Fort Worth')).toBe(false);
    expect(read('pat').matches('Best brisket in Fort Worth')).toBe(false);
  });
});

describe('Spanish queries (issue 43)', () => {
  const site = compileVocabulary(siteVocabulary);
  const read = (input: string) => readQuery(input, site);
  const fts = (input: string) => toFtsQuery(input, site);
  const same = (...inputs: string[]) => expect(new Set(inputs.map(fts)), inputs.join(' | ')).toHaveProperty('size', 1);

  it('folds the Spanish plurals the vocabulary lists in the singular', () => {
    const fold = (typed: string) => singularForms(toWords(typed)[0]!);
    expect(fold('hamburguesas')).toContain('hamburguesa');
    expect(fold('postres')).toContain('postre');
    expect(fold('niños')).toContain('nino');
    expect(fold('lugares')).toContain('lugar');
    expect(fold('mejores')).toContain('mejor');
    expect(fold('japoneses')).toContain('japones');
    expect(fold('opciones')).toContain('opcion');
    // What the English folding misses is listed whole: "horas felices", "los", "las".
    expect(fold('felices')).not.toContain('feliz');
    expect(fold('los')).toEqual(['los']);
  });

  it('searches what the English word searches, for the words the issue names', () => {
    same('tacos', 'taco', 'taquerías', 'los mejores tacos cerca de mí', 'tacos en Fort Worth');
    same('mariscos', 'seafood', 'marisco', 'pescado', 'dónde comer mariscos en Fort Worth', 'restaurantes de mariscos');
    same('sin gluten', 'gluten free', 'libre de gluten', 'celíaco', 'opciones sin gluten', 'menú sin gluten', 'SIN GLUTEN');
    same('vegano', 'vegan', 'veganos', 'vegana', 'opciones veganas', 'comida vegana');
    same('terraza', 'patio', 'terrazas', 'lugares con terraza', 'restaurantes con terraza', 'comer al aire libre');
    same('para niños', 'kid friendly', 'niños', 'para los niños', 'menú infantil', 'para toda la familia', 'restaurantes para familias');
  });

  it('reads the cuisines, dishes and facts Fort Worth diners ask for in Spanish', () => {
    same('comida mexicana', 'mexican', 'restaurantes mexicanos', 'cocina mexicana');
    same('hamburguesas', 'burgers', 'la mejor hamburguesa');
    same('pizza', 'pizzería', 'pizzas');
    same('comida china', 'chinese', 'restaurante chino');
    same('comida italiana', 'italian', 'restaurante italiano');
    same('comida japonesa', 'japanese', 'restaurantes japoneses');
    same('comida tailandesa', 'thai');
    same('comida hindú', 'comida india', 'indian');
    same('comida coreana', 'korean');
    same('vegetariano', 'vegetarian', 'opciones vegetarianas');
    same('parrilla', 'steakhouse');
    same('cerveza', 'cervecería', 'cervezas artesanales', 'beer', 'brewery');
    same('café', 'cafes', 'coffee');
    same('postres', 'dessert');
    same('panadería', 'bakery');
    same('acepta mascotas', 'se aceptan perros', 'restaurantes que aceptan perros', 'perros', 'mascotas', 'pet friendly', 'dog friendly');
    same('estacionamiento', 'parking');
    same('accesible', 'silla de ruedas', 'wheelchair');
  });

  it('answers from the listing data what English answers', () => {
    const answer = (input: string) => read(input).answers;
    expect(answer('desayuno')).toEqual(['breakfast']);
    expect(answer('desayunos cerca de mí')).toEqual(['breakfast']);
    expect(answer('abierto ahora')).toEqual(['open-now']);
    expect(answer('Abiertos Ahorita')).toEqual(['open-now']);
    for (const late of ['tarde en la noche', 'abierto tarde', 'abierto hasta tarde', 'abierto toda la noche', 'abierto 24 horas']) {
      expect(read(late), late).toMatchObject({ answers: ['late-night'], words: null });
    }
    expect(answer('hora feliz')).toEqual(['happy-hour']);
    expect(answer('horas felices')).toEqual(['happy-hour']);
    expect(answer('abierto temprano')).toEqual(['early']);
    expect(answer('abierto en navidad')).toEqual(['date:christmas']);
    expect(answer('día de acción de gracias')).toEqual(['date:thanksgiving']);
    expect(read('tacos abiertos ahora')).toMatchObject({ answers: ['open-now'], words: fts('tacos') });
    // "Tarde" alone is also the afternoon: it answers nothing.
    expect(answer('abierto en la tarde')).toEqual([]);
  });

  it('reads barbacoa as the Mexican dish it is in Texas, not as barbecue', () => {
    expect(fts('barbacoa')).toBe('"barbacoa"*');
    expect(fts('barbacoa')).not.toContain('"bbq"');
    expect(fts('barbacoa')).not.toContain('"taco"');
    // With tacos, both are required: the taquerías that have it.
    expect(fts('tacos de barbacoa')).toBe(`${fts('tacos')} AND "barbacoa"*`);
  });

  it('drops Spanish fillers, but never a word that narrows', () => {
    same('tacos y cerveza', 'tacos con cerveza', 'tacos cerveza');
    // "Sin" narrows: without gluten is not gluten.
    expect(fts('sin gluten')).not.toBe(fts('gluten'));
    // A name keeps its own words: the articles and "de" go, the rest still finds it.
    expect(fts('Taquería La Estrella del Norte')).toBe(`${fts('taqueria')} AND "estrella" AND "norte"*`);
    // Nothing but fillers is searched as typed.
    expect(fts('la')).toBe('"la"*');
  });
});
