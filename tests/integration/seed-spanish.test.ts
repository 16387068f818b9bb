import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleTranslation, GuideTranslation, RecipeTranslation } from '~/content/types';
import { loadContent, type Content } from '../../scripts/seed-statements';
import { spanishStatements, type SpanishContent } from '../../scripts/seed-translations';
import { runAll, startApp, type TestApp } from '../support/app';

/**
 * The seed's Spanish sample content (issue 43, item 5): each file becomes a published
 * translation of its English item, a second run changes nothing, an editor's saved
 * version is kept, and a file that does not line up with the English stops the seed.
 */
let app: TestApp;
let content: Content;
let spanish: SpanishContent;
const ALL = { articles: true, recipes: true, guides: true };

beforeAll(async () => {
  app = await startApp();
  content = await loadContent();
  const article = content.articles.find((a) => a.slug === 'charity-brisket-cook-off')!;
  const recipe = content.recipes.find((r) => r.slug === 'elote')!;
  const guide = content.guides[0]!;
  spanish = {
    articles: [
      {
        slug: article.slug,
        title: 'Humo solidario',
        intro: 'Los pitmasters de patio tendrán su oportunidad.',
        // The same blocks, in Spanish: the event's rows line up with the English ones.
        body: article.body.map((block) => {
          if (block.type === 'event') return { ...block, title: 'Detalles', name: 'Concurso', items: block.items.map((row, i) => ({ label: `Fila ${i}`, value: `Valor ${i}` })) };
          if (block.type === 'paragraph') return { ...block, text: 'Un párrafo en español.' };
          return block;
        }),
      } satisfies ArticleTranslation,
    ],
    recipes: [
      {
        slug: recipe.slug,
        title: 'Elote asado',
        description: 'Elotes con queso.',
        ingredients: recipe.ingredients.map((ingredient, i) => ({ item: `ingrediente ${i}`, ...(ingredient.note ? { note: `nota ${i}` } : {}) })),
        steps: recipe.steps.map((_, i) => `Paso ${i}.`),
      } satisfies RecipeTranslation,
    ],
    guides: [
      {
        slug: guide.slug,
        title: 'Guía',
        summary: 'Resumen.',
        intro: 'Introducción.',
        notes: Object.fromEntries(guide.places.map((p) => [p.restaurant, `Nota sobre ${p.restaurant}.`])),
      } satisfies GuideTranslation,
    ],
  };
});
afterAll(() => app?.dispose());

const rows = async () =>
  (await app.db.prepare("SELECT entity, entity_id, fields, english, status, version, updated_at FROM translations WHERE locale = 'es' ORDER BY entity, entity_id").all<Record<string, string | number>>())
    .results;

// Each test runs the whole seed once or twice.
describe('seeding the Spanish sample content', { timeout: 90_000 }, () => {
  it('writes each file as a published translation with the English it was written against', async () => {
    await app.db.prepare('DELETE FROM translations').run();
    await runAll(app.db, spanishStatements(spanish, content, ALL));
    const seeded = await rows();
    expect(seeded.map((r) => [r.entity, r.status, r.version])).toEqual([
      ['article', 'published', 0],
      ['guide', 'published', 0],
      ['recipe', 'published', 0],
    ]);
    const article = seeded.find((r) => r.entity === 'article')!;
    const fields = JSON.parse(article.fields as string) as Record<string, string>;
    const english = JSON.parse(article.english as string) as Record<string, string>;
    expect(fields.title).toBe('Humo solidario');
    expect(fields.markdown).toContain('Un párrafo en español.');
    expect(fields['event.name']).toBe('Concurso');
    // The English event's first row is its Date, which the page words itself; the translator's rows follow.
    expect(fields['event.details.0.label']).toBe('Fila 1');
    // The same parts as the English; the image description is optional in a Spanish file.
    expect(Object.keys(fields).sort()).toEqual(Object.keys(english).filter((key) => key !== 'imageAlt').sort());
    expect(english.title).toBe(content.articles.find((a) => a.slug === 'charity-brisket-cook-off')!.title);
    const recipe = JSON.parse(seeded.find((r) => r.entity === 'recipe')!.fields as string) as Record<string, string>;
    expect(recipe['ingredients.0.item']).toBe('ingrediente 0');
  });

  it('changes nothing on a second run, and keeps a version an editor saved', async () => {
    const before = await rows();
    await runAll(app.db, spanishStatements(spanish, content, ALL));
    expect(await rows()).toEqual(before);

    await app.db.prepare(`UPDATE translations SET fields = '{"title":"Del editor"}', version = 1 WHERE entity = 'recipe'`).run();
    await runAll(app.db, spanishStatements(spanish, content, ALL));
    expect((await rows()).find((r) => r.entity === 'recipe')!.fields).toBe('{"title":"Del editor"}');
  });

  it('goes with its item: removing a sample guide removes its Spanish', async () => {
    const guide = (await rows()).find((r) => r.entity === 'guide')!;
    await app.db.prepare('DELETE FROM guides WHERE id = ?').bind(guide.entity_id).run();
    expect((await rows()).some((r) => r.entity === 'guide')).toBe(false);
  });

  it('stops at a file whose slug names no English item, or whose lists do not line up', () => {
    const withArticle = (a: ArticleTranslation) => ({ ...spanish, articles: [a] });
    expect(() => spanishStatements(withArticle({ ...spanish.articles[0]!, slug: 'no-such-article' }), content, ALL)).toThrow(
      'app/content/es/articles/no-such-article.ts: no English article has the slug "no-such-article"',
    );
    const recipe = spanish.recipes[0]!;
    expect(() => spanishStatements({ ...spanish, recipes: [{ ...recipe, ingredients: recipe.ingredients.slice(1) }] }, content, ALL)).toThrow(
      /app\/content\/es\/recipes\/elote\.ts: it has \d+ ingredients, the English \d+/,
    );
    expect(() => spanishStatements({ ...spanish, recipes: [{ ...recipe, steps: [...recipe.steps, 'Otro paso.'] }] }, content, ALL)).toThrow(/it has \d+ steps, the English \d+/);
    // A box the English lacks would be words with no place to go.
    const article = spanish.articles[0]!;
    expect(() => spanishStatements(withArticle({ ...article, body: [...article.body, { type: 'tips', title: 'Consejos', items: ['Llega temprano.'] }] }), content, ALL)).toThrow(
      /do not match the English \(not in the English: tips\.title/,
    );
    const guide = spanish.guides[0]!;
    expect(() => spanishStatements({ ...spanish, guides: [{ ...guide, notes: {} }] }, content, ALL)).toThrow(/no note on /);
  });
});
