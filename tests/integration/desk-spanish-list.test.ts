import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsWithinD1Limit } from '~/db/bound-parameters';
import { createDb } from '~/db/client.server';
import type { TranslatedEntity } from '~/db/schema';
import { spanishStateOf, spanishStatesOf, type TranslationSpec } from '~/modules/translation-desk.server';
import { articleSpanish } from '~/routes/admin.articles.$id/article-spanish.server';
import { guideSpanish } from '~/routes/admin.guides.$id/guide-spanish.server';
import { recipeSpanish } from '~/routes/admin.recipes.$id/recipe-spanish.server';
import { restaurantSpanish } from '~/routes/admin.restaurants.$id/restaurant-spanish.server';
import { startApp, type TestApp } from '../support/app';
import { countingDb } from '../support/counting-db';

/*
 * The desk's lists of articles, recipes, guides and restaurants say each item's Spanish
 * state ("Spanish: published, needs update"). A list reads every state in one query,
 * however many of its items have a Spanish version, and says what each item's own
 * editor says.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

type AnySpec = TranslationSpec<any>;

const KINDS: Array<[string, TranslatedEntity, AnySpec]> = [
  ['articles', 'article', articleSpanish],
  ['recipes', 'recipe', recipeSpanish],
  ['guides', 'guide', guideSpanish],
  ['restaurants', 'restaurant', restaurantSpanish],
];

/** The first `limit` items of a table (a desk list's page), those with a Spanish version first. */
async function listedIds(table: string, entity: TranslatedEntity, limit = 80) {
  const { results } = await app.db
    .prepare(`SELECT id FROM ${table} ORDER BY id IN (SELECT entity_id FROM translations WHERE entity = ?) DESC, id LIMIT ?`)
    .bind(entity, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** Gives one item of a kind a Spanish version, saved against its English as it reads now. */
async function translate(entity: TranslatedEntity, spec: AnySpec, id: number) {
  const english = (await spec.english.find(createDb(app.db), id))!;
  const fields = spec.fieldsOf(english);
  const words = JSON.stringify(Object.fromEntries(fields.map((f) => [f.key, `ES ${f.key}`])));
  const saved = JSON.stringify(Object.fromEntries(fields.map((f) => [f.key, f.english])));
  await app.db
    .prepare(
      "INSERT OR REPLACE INTO translations (entity, entity_id, locale, fields, english, status, published_at) VALUES (?, ?, 'es', ?, ?, 'published', '2026-01-01T00:00:00.000Z')"
    )
    .bind(entity, id, words, saved)
    .run();
}

describe("the desk lists' Spanish states", () => {
  it.each(KINDS)('the %s list reads them in one query, for one version or for many', async (table, entity, spec) => {
    const ids = await listedIds(table, entity);
    // Every kind has several versions: the seed's, and a few more.
    for (const id of ids.slice(0, 3)) await translate(entity, spec, id);

    const one = countingDb(app.db);
    const single = await spanishStatesOf(one.db, spec, ids.slice(0, 1));
    expect(single[ids[0]!]?.status).toBe('published');

    const many = countingDb(app.db);
    const states = await spanishStatesOf(many.db, spec, ids);
    const withVersion = Object.values(states).filter((state) => state.status !== 'none');
    expect(withVersion.length).toBeGreaterThan(2);
    expect(one.calls).toHaveLength(1);
    expect(many.calls).toHaveLength(1);
  });

  it.each(KINDS)('the %s list says what each item’s editor says, "needs update" included', async (table, entity, spec) => {
    const ids = await listedIds(table, entity);
    // One version whose English has changed since it was saved.
    const stale = ids[0]!;
    await translate(entity, spec, stale);
    const column = entity === 'restaurant' ? 'description' : 'title';
    await app.db.prepare(`UPDATE ${table} SET ${column} = ${column} || ' (updated)' WHERE id = ?`).bind(stale).run();

    const db = createDb(app.db);
    const states = await spanishStatesOf(db, spec, ids);
    expect(states[stale]).toEqual({ status: 'published', needsUpdate: true });
    for (const id of ids) {
      const english = (await spec.english.find(db, id))!;
      expect(states[id], `${entity} ${id}`).toEqual(await spanishStateOf(db, spec, english));
    }
  });

  it('reads a list longer than one statement can name in runs, none left out', async () => {
    const ids = await listedIds('restaurants', 'restaurant', 250);
    const runs = runsWithinD1Limit(ids).length;
    expect(runs).toBeGreaterThan(1);
    const spread = [ids[0]!, ids[Math.floor(ids.length / 2)]!, ids.at(-1)!];
    for (const id of spread) await translate('restaurant', restaurantSpanish, id);
    const counted = countingDb(app.db);
    const states = await spanishStatesOf(counted.db, restaurantSpanish, ids);
    expect(Object.keys(states)).toHaveLength(ids.length);
    for (const id of spread) expect(states[id]).toEqual({ status: 'published', needsUpdate: false });
    // D1 binds at most 100 parameters a statement: one query per run of ids, never one per item.
    expect(counted.calls).toHaveLength(runs);
  });
});
