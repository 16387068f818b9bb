import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fortWorthTime } from '../../app/utils/hours';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities } from '../support/client';
import { createRestaurant } from '../support/factories';

/**
 * A followed search's feed when the guide changes in bulk: an operator's import adds
 * hundreds of places elsewhere in one go, and a search that holds a few still shows
 * its own news, not only the newest of everyone's.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

const FEED = '/feeds/follow.xml?priceLevel=2&neighborhood=Near+Southside&has=vegan';
/** More places than a feed reads changes of at once (changesBetween's limit, 500). */
const IMPORTED = 600;

const cron = async () => (await app.mf.getWorker()).scheduled({ cron: '* * * * *' });
const titlesOf = (xml: string) => [...xml.matchAll(/<entry>.*?<title type="text">(.*?)<\/title>/gs)].map(([, title]) => decodeEntities(title!));

describe('a followed search after a bulk import elsewhere', () => {
  it('still carries its own new place, however many were added after it', async () => {
    const vegetarian = (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'vegetarian'").first<{ id: number }>())!.id;
    const sprout = await createRestaurant(app.db, { cuisineId: vegetarian, name: 'Southside Sprout', neighborhood: 'Near Southside', priceLevel: 2 });
    await app.db
      .prepare("INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'vegan', 'yes', ?)")
      .bind(sprout.id, fortWorthTime(new Date()).date)
      .run();
    await cron();

    await app.db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT INTO restaurants (slug, name, description, cuisine_id, price_level, neighborhood)
         SELECT 'imported-' || i, 'Imported Place ' || i, 'From the operator''s spreadsheet.', ?2, 2, 'Downtown' FROM n`
      )
      .bind(IMPORTED, vegetarian)
      .run();
    // The cron settles 500 marked places a minute: two minutes take the import.
    await cron();
    await cron();
    const everything = await (await app.fetch('/feeds/follow.xml')).text();
    expect(titlesOf(everything)).toContain(`New: Imported Place ${IMPORTED}`);

    const xml = await (await app.fetch(FEED)).text();
    expect(titlesOf(xml)).toEqual(['New: Southside Sprout']);
  });
});
