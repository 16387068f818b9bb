import { describe, expect, it } from 'vitest';
import { EMPTY_ARTICLE, type ArticleInput } from './desk-article';
import { EMPTY_GUIDE } from './desk-guide';
import { EMPTY_RECIPE } from './desk-recipe';
import { articleFields, englishOf, recipeFields } from './translation-fields';
import {
  formNameOf,
  spanishState,
  spanishStateLine,
  spanishSummary,
  translatedArticleInput,
  translatedGuideInput,
  translatedRecipeInput,
  typedSpanish,
  untranslatedFields,
} from './translation-form';

const article: ArticleInput = {
  ...EMPTY_ARTICLE,
  title: 'Night market opens',
  intro: 'Forty stalls.',
  markdown: 'Tacos sell out.',
  tips: { title: 'Tips', items: ['Bring cash', 'Come early'] },
  event: {
    title: 'Event',
    name: 'Night market',
    startsAt: '2026-12-04T18:00',
    fee: 0,
    venue: 'Magnolia',
    details: [{ label: 'Parking', value: 'Free lot' }],
  },
};

describe('the Spanish form', () => {
  it('names dotted keys so the form reads them back flat', () => {
    expect(formNameOf('event.details.0.label')).toBe('es__event__details__0__label');
    const fields = articleFields(article);
    const typed = typedSpanish(fields, {
      es__title: ' Mercado nocturno ',
      es__event__details__0__label: 'Estacionamiento',
      es__intro: '  ',
      stray: 'x',
    });
    expect(typed).toEqual({
      title: 'Mercado nocturno',
      'event.details.0.label': 'Estacionamiento',
    });
  });

  it('asks for every field before going live, by its label', () => {
    const fields = recipeFields({
      ...EMPTY_RECIPE,
      title: 'Stew',
      description: 'Slow.',
      steps: ['Brown the pork.'],
      ingredients: [{ quantity: 1, unit: 'lb', item: 'pork' }],
    });
    expect(
      untranslatedFields(fields, {
        title: 'Guiso',
        description: 'Lento.',
        'ingredients.0.item': 'cerdo',
      })
    ).toEqual({
      es__steps__0: ['Write the Spanish step 1 before it goes live'],
    });
    expect(
      untranslatedFields(fields, {
        title: 'Guiso',
        description: 'Lento.',
        'ingredients.0.item': 'cerdo',
        'steps.0': 'Dora el cerdo.',
      })
    ).toEqual({});
  });
});

describe("an item's Spanish state", () => {
  const fields = articleFields(article);

  it('is none without a version, and needs update once the English changed', () => {
    expect(spanishStateLine(spanishSummary(spanishState(null, fields)))).toBe('Spanish: none');
    const saved = { status: 'published' as const, english: englishOf(fields) };
    expect(spanishStateLine(spanishSummary(spanishState(saved, fields)))).toBe('Spanish: published');
    const changed = articleFields({
      ...article,
      title: 'Night market opens on Saturdays',
    });
    const state = spanishState(saved, changed);
    expect(state.needsUpdate.map((f) => f.label)).toEqual(['Title']);
    expect(spanishStateLine(spanishSummary(state))).toBe('Spanish: published, needs update');
  });
});

describe('the English item with its Spanish words (what the preview draws)', () => {
  it('puts each field in, keeps the English where a field has none, and leaves places and amounts alone', () => {
    const es = translatedArticleInput(article, {
      title: 'Mercado nocturno',
      'tips.items': 'Trae efectivo\n\nLlega temprano',
      'event.details.0.value': 'Lote gratis',
    });
    expect(es.title).toBe('Mercado nocturno');
    expect(es.intro).toBe('Forty stalls.');
    expect(es.tips).toEqual({
      title: 'Tips',
      items: ['Trae efectivo', 'Llega temprano'],
    });
    expect(es.event).toMatchObject({
      venue: 'Magnolia',
      fee: 0,
      details: [{ label: 'Parking', value: 'Lote gratis' }],
    });

    const recipe = translatedRecipeInput(
      {
        ...EMPTY_RECIPE,
        title: 'Stew',
        ingredients: [{ quantity: 2, unit: 'lb', item: 'pork', note: 'cubed' }],
        steps: ['Brown it.'],
      },
      {
        'ingredients.0.item': 'cerdo',
        'ingredients.0.note': 'en cubos',
        'steps.0': 'Dóralo.',
      }
    );
    expect(recipe.ingredients).toEqual([{ quantity: 2, unit: 'lb', item: 'cerdo', note: 'en cubos' }]);
    expect(recipe.steps).toEqual(['Dóralo.']);

    const guide = translatedGuideInput(
      {
        ...EMPTY_GUIDE,
        title: 'Lunch',
        places: [{ restaurant: 'joes-crab-shack', note: 'Get the gumbo.' }],
      },
      { 'places.joes-crab-shack.note': 'Pide el gumbo.' }
    );
    expect(guide.places).toEqual([{ restaurant: 'joes-crab-shack', note: 'Pide el gumbo.' }]);
  });
});
