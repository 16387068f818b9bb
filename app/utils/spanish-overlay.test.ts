import { describe, expect, it } from 'vitest';
import type { Block } from '~/content/types';
import { spanishUnits } from '~/modules/spanish-words.server';
import { scaleIngredients } from './recipe-scale';
import { spanishArticle, spanishBody, spanishGuide, spanishRecipe, type EventRowWords } from './spanish-overlay';

const keepRow: EventRowWords = (row) => ({ label: `es:${row.label}`, value: row.value });

const body: Block[] = [
  { type: 'heading', text: 'Frozen or Rocks?' },
  { type: 'paragraph', text: 'Rocks, every time.' },
  { type: 'rating', title: 'Our Rating', stars: 5, summary: 'Tart and cold.' },
  { type: 'list', items: ['Guacamole ($9)'] },
  { type: 'tips', title: 'Tips', items: ['Go early.'] },
  {
    type: 'event',
    title: 'Event Details',
    name: 'Cook-Off',
    startsAt: '2025-05-31T12:30:00-05:00',
    venue: { name: 'A lot' },
    price: 20,
    items: [
      { label: 'Date', value: 'Saturday, May 31, 2025' },
      { label: 'Public entry', value: '12:30 PM' },
    ],
  },
];

describe('spanishBody', () => {
  it('puts the Spanish Markdown where the English text began and translates each box it has', () => {
    const shown = spanishBody(body, {
      markdown: '## ¿Frozen o en las rocas?',
      'rating.title': 'Nuestra calificación',
      'rating.summary': 'Ácido y frío.',
      'event.title': 'Detalles',
      'event.name': 'Concurso',
      'event.details.0.label': 'Entrada',
      'event.details.0.value': '12:30 p. m.',
    }, keepRow);
    expect(shown.map((b) => b.type)).toEqual(['markdown', 'rating', 'tips', 'event']);
    expect(shown[0]).toEqual({ type: 'markdown', text: '## ¿Frozen o en las rocas?' });
    expect(shown[1]).toMatchObject({ title: 'Nuestra calificación', stars: 5, summary: 'Ácido y frío.' });
    expect(shown[1]!.english).toBeUndefined();
    // The tips box has no Spanish: English, and marked.
    expect(shown[2]).toMatchObject({ title: 'Tips', english: true });
    // The derived Date row is worded by the page; the editor's row is the translator's; the price stays.
    expect(shown[3]).toMatchObject({
      name: 'Concurso',
      price: 20,
      startsAt: '2025-05-31T12:30:00-05:00',
      items: [
        { label: 'es:Date', value: 'Saturday, May 31, 2025' },
        { label: 'Entrada', value: '12:30 p. m.' },
      ],
    });
  });

  it('keeps every English text block, marked, when the version has no body', () => {
    const shown = spanishBody(body.slice(0, 2), {}, keepRow);
    expect(shown).toEqual([
      { type: 'heading', text: 'Frozen or Rocks?', english: true },
      { type: 'paragraph', text: 'Rocks, every time.', english: true },
    ]);
  });
});

describe('spanishArticle', () => {
  it('names the fields it showed in English', () => {
    const article = { title: 'Title', excerpt: 'Excerpt', imageAlt: 'Alt', intro: 'Intro', body: [] as Block[] };
    const shown = spanishArticle(article, { title: 'Título', intro: 'Entrada' }, keepRow);
    expect(shown).toMatchObject({ title: 'Título', excerpt: 'Entrada', intro: 'Entrada', imageAlt: 'Alt' });
    expect(shown.spanish.english).toEqual(['imageAlt']);
  });
});

describe('spanishRecipe and Spanish units', () => {
  const recipe = {
    title: 'Elote',
    description: 'Corn.',
    ingredients: [
      { quantity: 0.25, unit: 'cup', item: 'mayonnaise' },
      { quantity: 1, unit: 'clove', item: 'garlic', note: 'grated' },
      { quantity: 2, unit: '', item: 'limes' },
    ],
    steps: ['Grill.', 'Serve.'],
  };

  it('translates names, notes and steps, keeping amounts and units; a line it lacks stays English', () => {
    const shown = spanishRecipe(recipe, { title: 'Elote asado', 'ingredients.0.item': 'mayonesa', 'ingredients.1.item': 'ajo', 'ingredients.1.note': 'rallado', 'steps.0': 'Asa.' });
    expect(shown.ingredients).toEqual([
      { quantity: 0.25, unit: 'cup', item: 'mayonesa' },
      { quantity: 1, unit: 'clove', item: 'ajo', note: 'rallado' },
      { quantity: 2, unit: '', item: 'limes', english: true },
    ]);
    expect(shown.steps).toEqual(['Asa.', 'Serve.']);
    expect(shown.spanish.english).toEqual(['ingredients.2.item', 'description', 'steps.1']);
  });

  it('reads units in Spanish, singular to one and plural above, when scaled', () => {
    const shown = spanishRecipe(recipe, { 'ingredients.0.item': 'mayonesa', 'ingredients.1.item': 'ajo', 'ingredients.1.note': 'rallado', 'ingredients.2.item': 'limones' });
    expect(scaleIngredients(shown.ingredients, 4, 4, spanishUnits()).map((i) => i.text)).toEqual(['¼ taza mayonesa', '1 diente ajo, rallado', '2 limones']);
    expect(scaleIngredients(shown.ingredients, 4, 24, spanishUnits()).map((i) => i.text)).toEqual(['1½ tazas mayonesa', '6 dientes ajo, rallado', '12 limones']);
    expect(scaleIngredients([{ quantity: 1, unit: 'tsp', item: 'sal' }], 1, 6, spanishUnits())[0]!.text).toBe('2 cdas. sal');
  });
});

describe('spanishGuide', () => {
  it("translates each place's note by its address; a place added later keeps its English", () => {
    const guide = { title: 'T', summary: 'S', imageAlt: null, intro: 'I', places: [{ slug: 'a', note: 'Note A' }, { slug: 'b', note: 'Note B' }] };
    const shown = spanishGuide(guide, { title: 'Título', summary: 'Resumen', intro: 'Intro', 'places.a.note': 'Nota A' });
    expect(shown.places.map((p) => p.note)).toEqual(['Nota A', 'Note B']);
    expect(shown.spanish.english).toEqual(['places.b.note']);
  });
});
