import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { createRestaurant } from '../support/factories';

/**
 * What followers will be told (issue 44): every write to a place leaves a mark, and
 * the cron turns marks into the changes a diner would call news, once each.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

const settle = async () => (await app.mf.getWorker()).scheduled({ cron: '* * * * *' });
const eventsOf = async (id: number) =>
  (
    await app.db.prepare('SELECT kind, detail FROM place_events WHERE restaurant_id = ? ORDER BY id').bind(id).all<{ kind: string; detail: string }>()
  ).results.map((e) => ({ kind: e.kind, ...JSON.parse(e.detail) }));
const cuisineId = async () => (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'barbeque'").first<{ id: number }>())!.id;

describe('place events', () => {
  it('takes the demo places as seen: nothing is news after the seed', async () => {
    await settle();
    expect(await app.db.prepare('SELECT count(*) AS n FROM place_events').first('n')).toBe(0);
  });

  it('says a new place is listed once, then its hours, facts, closing and reopening', async () => {
    const place = await createRestaurant(app.db, {
      cuisineId: await cuisineId(),
      name: 'Followed Smokehouse',
    });
    await app.db.prepare('INSERT INTO opening_hours (restaurant_id, weekday, opens_minute, closes_minute) VALUES (?, 1, 660, 1260)').bind(place.id).run();
    await settle();
    await settle();
    expect(await eventsOf(place.id)).toEqual([{ kind: 'listed' }]);

    await app.db.prepare('UPDATE opening_hours SET closes_minute = 1320 WHERE restaurant_id = ?').bind(place.id).run();
    await app.db.prepare("INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'vegan', 'yes', '2026-11-01')").bind(place.id).run();
    await settle();
    expect((await eventsOf(place.id)).slice(1)).toEqual([
      {
        kind: 'hours',
        before: [{ weekday: 1, opensMinute: 660, closesMinute: 1260 }],
        after: [{ weekday: 1, opensMinute: 660, closesMinute: 1320 }],
      },
      { kind: 'facts', gained: ['vegan'], lost: [] },
    ]);

    await app.db.prepare("UPDATE restaurants SET closed_at = '2026-11-20' WHERE id = ?").bind(place.id).run();
    await settle();
    await app.db.prepare('UPDATE restaurants SET closed_at = NULL WHERE id = ?').bind(place.id).run();
    await settle();
    expect((await eventsOf(place.id)).slice(3).map((e) => e.kind)).toEqual(['closed', 'reopened']);
  });

  it('is not news when the hours are written again the same, and a deleted place takes its events', async () => {
    const place = await createRestaurant(app.db, {
      cuisineId: await cuisineId(),
      name: 'Rewritten Hours Cafe',
    });
    await app.db.prepare('INSERT INTO opening_hours (restaurant_id, weekday, opens_minute, closes_minute) VALUES (?, 2, 600, 900)').bind(place.id).run();
    await settle();
    await app.db.batch([
      app.db.prepare('DELETE FROM opening_hours WHERE restaurant_id = ?').bind(place.id),
      app.db.prepare('INSERT INTO opening_hours (restaurant_id, weekday, opens_minute, closes_minute) VALUES (?, 2, 600, 900)').bind(place.id),
    ]);
    await settle();
    expect((await eventsOf(place.id)).map((e) => e.kind)).toEqual(['listed']);

    await app.db.prepare('DELETE FROM restaurants WHERE id = ?').bind(place.id).run();
    expect(await eventsOf(place.id)).toEqual([]);
    expect(await app.db.prepare('SELECT count(*) AS n FROM place_marks WHERE restaurant_id = ?').bind(place.id).first('n')).toBe(0);
  });

  it('settles a large import within one minute of cron, each place once', async () => {
    const cuisine = await cuisineId();
    const names = Array.from({ length: 120 }, (_, i) => `Imported Place ${i}`);
    await app.db.batch(
      names.map((name) =>
        app.db
          .prepare("INSERT INTO restaurants (slug, name, description, cuisine_id, price_level, neighborhood) VALUES (?, ?, 'Imported.', ?, 1, 'Downtown')")
          .bind(name.toLowerCase().replaceAll(' ', '-'), name, cuisine)
      )
    );
    await settle();
    const listed = await app.db
      .prepare(
        "SELECT count(*) AS n FROM place_events e JOIN restaurants r ON r.id = e.restaurant_id WHERE r.name LIKE 'Imported Place %' AND e.kind = 'listed'"
      )
      .first('n');
    expect(listed).toBe(120);
    expect(await app.db.prepare('SELECT count(*) AS n FROM place_marks').first('n')).toBe(0);
  });
});
