import { describe, expect, it } from 'vitest';
import { createDb } from '~/db/client.server';
import { forgetAll } from '~/utils/keep';
import { getCuisineByKey, listCuisines, resolveCuisineKey } from './cuisines.server';

describe('resolveCuisineKey', () => {
  const cuisines = [
    { key: 'cajun', name: 'Cajun Creole' },
    { key: 'farm-to-table', name: 'Farm to Table' },
    { key: 'tex-mex', name: 'Tex-Mex' },
  ];
  it('accepts the display name or the key, in any case', () => {
    expect(resolveCuisineKey('Cajun Creole', cuisines)).toBe('cajun');
    expect(resolveCuisineKey('CAJUN', cuisines)).toBe('cajun');
    expect(resolveCuisineKey('farm to table', cuisines)).toBe('farm-to-table');
    expect(resolveCuisineKey('Farm-to-Table', cuisines)).toBe('farm-to-table');
    expect(resolveCuisineKey('tex mex', cuisines)).toBe('tex-mex');
  });
  it('keeps an unknown cuisine as a key that matches nothing', () => {
    expect(cuisines.map((c) => c.key)).not.toContain(resolveCuisineKey('Dessert', cuisines));
  });
});

describe('listCuisines', () => {
  it('reads D1 once however many requests of the isolate ask, until a publish empties the cache', async () => {
    const statements: string[] = [];
    const row = { id: 1, key: 'tex-mex', name: 'Tex-Mex', title: 'Tex-Mex Restaurants', plural: 'Tex-Mex restaurants', image: '', has_page: 1, featured_style: 'grid', sort_order: 1 };
    // Just enough of D1 for drizzle's select: every statement is recorded.
    const d1 = {
      prepare(sql: string) {
        statements.push(sql);
        const statement = { bind: () => statement, raw: async () => [Object.values(row)], all: async () => ({ results: [row] }) };
        return statement;
      },
    } as unknown as D1Database;
    const db = createDb(d1);
    forgetAll();

    for (let i = 0; i < 3; i++) expect((await listCuisines(db)).map((c) => c.key)).toEqual(['tex-mex']);
    expect(await getCuisineByKey(db, 'tex-mex')).toMatchObject({ name: 'Tex-Mex' });
    expect(statements).toHaveLength(1);

    forgetAll();
    await listCuisines(db);
    expect(statements).toHaveLength(2);
  });
});
