import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, visibleText, type TestClient } from '../support/client';
import { formFields } from '../support/forms';

/**
 * A listing's details in the editors' desk, as a browser without JavaScript posts
 * the form: facts with their checked dates, dishes, happy hour, special dates and
 * price per person. The Worker's clock is fixed: in Fort Worth it is 2026-11-26.
 */
let app: TestApp;
let erin: TestClient;
let place: { id: number; slug: string };

beforeAll(async () => {
  app = await startApp({ standIn: true, vars: { TEST_NOW: '2026-11-26T18:30:00-06:00' } });
  erin = await signedInClient(app, '10005');
  place = (await app.db.prepare('SELECT id, slug FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1').first())!;
  for (const table of ['restaurant_facts', 'restaurant_dishes', 'happy_hours', 'special_hours']) {
    await app.db.prepare(`DELETE FROM ${table} WHERE restaurant_id = ?`).bind(place.id).run();
  }
});
afterAll(() => app?.dispose());

const editPath = () => `/admin/restaurants/${place.id}`;
const form = async () => formFields(await (await erin.get(editPath())).text());
const rows = async (sql: string) => (await app.db.prepare(sql).bind(place.id).all()).results;

describe('a listing\'s details in the desk', () => {
  it('saves facts, dishes, happy hour, special dates and price per person, and the form shows them again', async () => {
    const before = await form();
    // Every fact starts unknown, with no date.
    expect(before['fact-patio']).toBe('unknown');
    expect(before['factChecked-patio']).toBe('');

    const saved = await erin.post(editPath(), {
      ...before,
      'fact-patio': 'yes',
      'fact-vegan': 'no',
      'factChecked-vegan': '2026-10-01',
      // A date beside an unknown stores nothing.
      'factChecked-halal': '2026-10-02',
      dish1: 'Brisket',
      dish1Price: '24',
      dish2: 'Beef rib',
      dish3: '',
      dish4: 'Banana pudding',
      dish4Price: '$6.50',
      happyHours: 'Mon-Fri 3-6 PM\r\nSat 2 PM – 5 PM',
      specialHours: '2026-12-24 11 AM – 3 PM Christmas Eve\r\n2026-11-26 Closed Thanksgiving\r\n2026-12-31 6 PM – 2 AM',
      pricePerPerson: '30',
      intent: 'save',
    });
    expect(saved.status).toBe(302);

    const after = await form();
    expect(after).toMatchObject({
      'fact-patio': 'yes',
      // Answered without a date: checked today, in Fort Worth.
      'factChecked-patio': '2026-11-26',
      'fact-vegan': 'no',
      'factChecked-vegan': '2026-10-01',
      'fact-halal': 'unknown',
      'factChecked-halal': '',
      dish1: 'Brisket',
      dish1Price: '24',
      dish2: 'Beef rib',
      dish2Price: '',
      // The blank row is dropped and the order kept.
      dish3: 'Banana pudding',
      dish3Price: '6.50',
      dish4: '',
      happyHours: 'Mon–Fri 3 PM – 6 PM\nSat 2 PM – 5 PM',
      specialHours: '2026-11-26 Closed Thanksgiving\n2026-12-24 11 AM – 3 PM Christmas Eve\n2026-12-31 6 PM – 2 AM',
      pricePerPerson: '30',
    });
    expect(await rows('SELECT fact, value, checked_on FROM restaurant_facts WHERE restaurant_id = ? ORDER BY fact')).toEqual([
      { fact: 'patio', value: 'yes', checked_on: '2026-11-26' },
      { fact: 'vegan', value: 'no', checked_on: '2026-10-01' },
    ]);
    expect(await rows('SELECT on_date, opens_minute, closes_minute, note FROM special_hours WHERE restaurant_id = ? ORDER BY on_date')).toEqual([
      { on_date: '2026-11-26', opens_minute: null, closes_minute: null, note: 'Thanksgiving' },
      { on_date: '2026-12-24', opens_minute: 660, closes_minute: 900, note: 'Christmas Eve' },
      { on_date: '2026-12-31', opens_minute: 1080, closes_minute: 1560, note: '' },
    ]);
    expect(await rows('SELECT count(*) AS n FROM happy_hours WHERE restaurant_id = ?')).toEqual([{ n: 6 }]);
    expect(visibleText(await (await erin.get(editPath())).text())).toMatch(/Erin Editor updated · Changed [^·]*patio[^·]*dish 1[^·]*happy hour/);
  });

  it('keeps an unchanged fact\'s date, dates a changed answer today, and forgets a fact set back to unknown', async () => {
    await app.db.prepare("UPDATE restaurant_facts SET checked_on = '2026-09-01' WHERE restaurant_id = ? AND fact = 'patio'").bind(place.id).run();
    const values = await form();
    expect(values['factChecked-patio']).toBe('2026-09-01');
    // Vegan changes from no to yes with its old date still beside it; patio keeps its answer with its date cleared.
    const saved = await erin.post(editPath(), { ...values, 'fact-vegan': 'yes', 'factChecked-patio': '', 'fact-kids': 'yes', 'fact-halal': 'unknown', intent: 'save' });
    expect(saved.status).toBe(302);
    expect(await rows('SELECT fact, value, checked_on FROM restaurant_facts WHERE restaurant_id = ? ORDER BY fact')).toEqual([
      { fact: 'kids', value: 'yes', checked_on: '2026-11-26' },
      { fact: 'patio', value: 'yes', checked_on: '2026-09-01' },
      { fact: 'vegan', value: 'yes', checked_on: '2026-11-26' },
    ]);
    const cleared = await erin.post(editPath(), { ...(await form()), 'fact-kids': 'unknown', intent: 'save' });
    expect(cleared.status).toBe(302);
    expect(await rows("SELECT count(*) AS n FROM restaurant_facts WHERE restaurant_id = ? AND fact = 'kids'")).toEqual([{ n: 0 }]);
  });

  it('answers bad lines and dates with a 400, each message beside its field, keeping everything typed', async () => {
    const before = await rows('SELECT version FROM restaurants WHERE id = ?');
    const res = await erin.post(editPath(), {
      ...(await form()),
      happyHours: 'Mon–Fri 3 PM – 6 PM\nweekends all afternoon',
      specialHours: '2026-02-30 Closed Leap day',
      'factChecked-patio': '2026-12-01',
      dish5: 'Smoked turkey',
      dish5Price: 'cheap',
      pricePerPerson: '900',
      intent: 'save',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain('“weekends all afternoon”: write the days, then the times');
    expect(text).toContain('“2026-02-30 Closed Leap day”: start with a real date written YYYY-MM-DD');
    expect(text).toContain('Patio: the day it was checked cannot be after today (2026-11-26)');
    expect(text).toContain('Dish 5: write its price in dollars, like 14 or 8.50');
    expect(text).toContain('Write the typical spend per person in whole dollars, 1 to 500');
    const kept = formFields(html);
    expect(kept).toMatchObject({
      happyHours: 'Mon–Fri 3 PM – 6 PM\nweekends all afternoon',
      specialHours: '2026-02-30 Closed Leap day',
      'factChecked-patio': '2026-12-01',
      dish5: 'Smoked turkey',
      dish5Price: 'cheap',
      pricePerPerson: '900',
    });
    // The messages sit with their fields: the happy hour's is described by its error list.
    expect(html).toMatch(/<textarea[^>]*name="happyHours"[^>]*aria-invalid="true"/);
    expect(await rows('SELECT version FROM restaurants WHERE id = ?')).toEqual(before);
  });

  it('restores an earlier version with the details it had', async () => {
    const first = (await app.db
      .prepare("SELECT id FROM changes WHERE entity = 'restaurant' AND entity_id = ? ORDER BY id LIMIT 1")
      .bind(place.id)
      .first<{ id: number }>())!;
    expect((await erin.post(editPath(), { ...(await form()), happyHours: '', dish1: '', dish1Price: '', intent: 'save' })).status).toBe(302);
    expect((await erin.post(editPath(), { intent: 'restore', changeId: String(first.id) })).status).toBe(302);
    expect(await form()).toMatchObject({ happyHours: 'Mon–Fri 3 PM – 6 PM\nSat 2 PM – 5 PM', dish1: 'Brisket', 'fact-vegan': 'no', pricePerPerson: '30' });
  });

  it('shows another editor\'s change to a detail when a save is refused as stale', async () => {
    const stale = await form();
    expect((await erin.post(editPath(), { ...stale, happyHours: 'Daily 4 PM – 6 PM', intent: 'save' })).status).toBe(302);
    const refused = await erin.post(editPath(), { ...stale, pricePerPerson: '35', intent: 'save' });
    expect(refused.status).toBe(409);
    const text = visibleText(await refused.text());
    expect(text).toContain('Happy hour');
    expect(text).toContain('Mon–Sun 4 PM – 6 PM');
  });
});
