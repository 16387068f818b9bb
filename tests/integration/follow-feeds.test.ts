import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fortWorthTime } from '../../app/utils/hours';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, signedInClient, strangerFetch, TestClient, visibleText } from '../support/client';
import { createArticle, createRestaurant, setFavorite, setOpeningHours } from '../support/factories';
import { englishLeftOn, idsShownOn } from '../support/spanish';
import { lynxDump } from '../support/text-browser';

/**
 * Following (issue 44, items 1 and 2): "Follow this search" on every listing, the page
 * that gives the search's feed, the feed itself, and a diner's private feed of their
 * own places, as a diner and their feed reader meet them.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

/** "Vegan, $$, Near Southside", in the one spelling the site writes. */
const FOLLOWED = 'priceLevel=2&neighborhood=Near+Southside&has=vegan';
const FEED = `/feeds/follow.xml?${FOLLOWED}`;

const today = () => fortWorthTime(new Date()).date;
const cuisineId = async (key: string) => (await app.db.prepare('SELECT id FROM cuisines WHERE key = ?').bind(key).first<{ id: number }>())!.id;
const userId = async (facebookId: string) => (await app.db.prepare('SELECT id FROM users WHERE facebook_id = ?').bind(facebookId).first<{ id: number }>())!.id;
const sayVegan = (restaurantId: number) =>
  app.db.prepare("INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'vegan', 'yes', ?)").bind(restaurantId, today()).run();

type Entry = { id: string; title: string; link: string; updated: string; summary: string };

/** A feed's entries as a feed reader lists them. */
function entriesOf(xml: string): Entry[] {
  return [...xml.matchAll(/<entry>(.*?)<\/entry>/gs)].map(([, body]) => ({
    id: decodeEntities(/<id>(.*?)<\/id>/.exec(body!)![1]!),
    title: decodeEntities(/<title type="text">(.*?)<\/title>/.exec(body!)![1]!),
    link: decodeEntities(/<link rel="alternate" type="text\/html" href="(.*?)"\/>/.exec(body!)![1]!),
    updated: /<updated>(.*?)<\/updated>/.exec(body!)![1]!,
    summary: decodeEntities(/<summary type="text">(.*?)<\/summary>/s.exec(body!)?.[1] ?? ''),
  }));
}

/**
 * What RFC 4287 asks of a feed that a reader relies on, as the other feeds' tests check
 * it: the prolog, a feed id, title, date, author and self link, and entries each with a
 * unique id, a title, a date and a link; nothing unescaped.
 */
function atomProblems(xml: string): string[] {
  const problems: string[] = [];
  const [prolog, stylesheet, root] = xml.split('\n');
  if (prolog !== '<?xml version="1.0" encoding="utf-8"?>') problems.push(`prolog: ${prolog}`);
  if (stylesheet !== '<?xml-stylesheet type="text/xsl" href="/feeds/feed.xsl"?>') problems.push(`stylesheet: ${stylesheet}`);
  if (!/^<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"( xml:lang="es-US")?>$/.test(root ?? '')) problems.push(`root: ${root}`);
  if (!xml.trimEnd().endsWith('</feed>')) problems.push('no closing </feed>');
  const head = xml.split('<entry')[0]!;
  for (const part of ['<id>', '<title type="text">', '<updated>', '<author><name>', '<link rel="self" type="application/atom+xml"']) {
    if (head.split(part).length !== 2) problems.push(`the feed needs one ${part}`);
  }
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
  for (const date of [...xml.matchAll(/<(?:updated|published)>(.*?)</g)].map((m) => m[1]!)) if (!rfc3339.test(date)) problems.push(`date ${date}`);
  const entries = entriesOf(xml);
  if (entries.length !== xml.split('<entry>').length - 1) problems.push('an entry lacks an id, a title, a link or a date');
  if (new Set(entries.map((e) => e.id)).size !== entries.length) problems.push('entry ids repeat');
  for (const e of entries) if (!/^[a-z][a-z0-9+.-]*:/.test(e.id)) problems.push(`id is no IRI: ${e.id}`);
  if (/[<>]/.test(xml.replace(/<\/?[a-z]+[^<>]*>|<\?xml[^>]*\?>/g, ''))) problems.push('something unescaped');
  return problems;
}

/** A feed read fresh: the edge keeps a search's feed for minutes, and these tests change places in between. */
async function freshFeed(path: string) {
  await app.purge(path);
  const res = await app.fetch(path);
  return { res, xml: await res.text() };
}

/** The W3C checker's errors for these pages (vnu; needs Java), as the valid-HTML test reads them. */
async function htmlErrors(pages: string[]) {
  const folder = await mkdtemp(join(tmpdir(), 'fwe-follow-'));
  try {
    const files = await Promise.all(pages.map(async (html, i) => (await writeFile(join(folder, `${i}.html`), html), join(folder, `${i}.html`))));
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    const { stdout } = await promisify(execFile)('java', ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files]);
    return (JSON.parse(stdout) as { messages: Array<{ type: string; message: string; url?: string }> }).messages
      .filter((m) => m.type === 'error')
      .map((m) => `${m.url}: ${m.message}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('following a search', () => {
  it('offers "Follow this search" on the listing, posted without scripts, and counts the press, never who pressed', async () => {
    const diner = new TestClient(app);
    const listing = await (await diner.get(`/?${FOLLOWED}`)).text();
    const action = decodeEntities(
      /<form method="post" action="([^"]*)"[^>]*>\s*<input type="hidden" name="intent" value="follow"\/>\s*<button type="submit"[^>]*>Follow this search<\/button>/.exec(listing)?.[1] ?? ''
    );
    expect(action).toBe(`/follow?${FOLLOWED}`);
    // Feed readers find the search's feed from the listing itself.
    expect(decodeEntities(listing)).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Following Vegan · $$ · Near Southside on Fort Worth Eats" href="${FEED}"/>`
    );

    const pressed = await diner.post(action, { intent: 'follow' });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('Location')).toBe(`/follow?${FOLLOWED}`);
    expect((await new TestClient(app).post(action, { intent: 'follow' })).status).toBe(303);
    const counted = await app.db.prepare('SELECT * FROM followed_searches').all<Record<string, unknown>>();
    expect(counted.results.map((row) => [row.query, row.follows])).toEqual([[FOLLOWED, 2]]);
    // Nothing in the row says who: its columns are the search, the count and a date.
    expect(Object.keys(counted.results[0]!).sort()).toEqual(['created_at', 'follows', 'id', 'query']);

    // A post from another site is refused, like every form's.
    const forged = await diner.post(action, {}, { headers: { Origin: 'https://elsewhere.example' } });
    expect(forged.status).toBe(403);
    expect(await app.db.prepare('SELECT follows FROM followed_searches').first('follows')).toBe(2);
  });

  it('limits each connection to a few presses a minute, still showing the feed it asked for', async () => {
    const presser = new TestClient(app);
    const followed = '/follow?cuisine=thai';
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 21 && !refused; i++) {
      const res = await presser.post(followed, {});
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(refused, `statuses: ${statuses.join(',')}`).toBeDefined();
    // 10 a minute in fixed windows: at least 10 pass (more only across a window boundary), and only those count.
    const counted = statuses.filter((status) => status === 303).length;
    expect(counted).toBeGreaterThanOrEqual(10);
    expect(await app.db.prepare("SELECT follows FROM followed_searches WHERE query = 'cuisine=thai'").first('follows')).toBe(counted);
    expect(refused!.headers.get('Retry-After')).toBe('60');
    const page = visibleText(await refused!.text());
    expect(page).toContain('Thai');
    expect(page).toContain('Open the feed');
  });

  it('offers it on a cuisine page and on search results too, with their feeds linked', async () => {
    const thai = await (await app.fetch('/restaurants/thai?has=vegan')).text();
    expect(thai).toContain('action="/follow?cuisine=thai&amp;has=vegan"');
    expect(decodeEntities(thai)).toContain('title="Following Thai · Vegan on Fort Worth Eats" href="/feeds/follow.xml?cuisine=thai&has=vegan"');
    const found = await (await app.fetch('/search?q=brisket&pp=15-30')).text();
    expect(found).toContain('action="/follow?q=brisket&amp;pp=15-30"');
    expect(decodeEntities(found)).toContain(
      'title="Following Search: “brisket” · $15–30 a person on Fort Worth Eats" href="/feeds/follow.xml?q=brisket&pp=15-30"'
    );
  });

  it('says in words what is followed, gives the feed address to click and to copy, and leads back to the listing', async () => {
    const res = await app.fetch(`/follow?${FOLLOWED}`);
    expect(res.status).toBe(200);
    // The same page for everyone who follows the search: kept at the edge.
    expect(res.headers.get('CDN-Cache-Control')).toMatch(/^public, max-age=\d+/);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain('Vegan · $$ · Near Southside');
    expect(text).toContain('A feed reader (Feedly, Inoreader, NetNewsWire and others) checks this address for you');
    expect(html).toContain(`<a href="http://localhost/feeds/follow.xml?${FOLLOWED.replaceAll('&', '&amp;')}"`);
    const copyable = /<input id="feed-address"[^>]*>/.exec(html)![0];
    expect(copyable).toContain('readonly=""');
    expect(copyable).toContain(`value="http://localhost/feeds/follow.xml?${FOLLOWED.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`href="/?${FOLLOWED.replaceAll('&', '&amp;')}#results"`);
    expect(text).toContain('Back to the restaurants');

    // A text browser reads it the same: the search, the feed's link and its address.
    const lynx = lynxDump(html);
    expect(lynx).toContain('Vegan · $$ · Near Southside');
    expect(lynx).toContain('Open the feed');
    expect(lynx).toContain(`http://localhost/feeds/follow.xml?${FOLLOWED}`);

    // Another spelling of the search is the same page, at one address.
    const respelled = await app.fetch('/follow?has=vegan&neighborhood=near+southside&priceLevel=2&cuisine=no-such-cuisine');
    expect(respelled.status).toBe(302);
    expect(respelled.headers.get('Location')).toBe(`/follow?${FOLLOWED}`);
  });

  it('says the page in Spanish under /es, with the catalogs’ words and the Spanish feed', async () => {
    const res = await app.fetch(`/es/follow?${FOLLOWED}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es-US"');
    expect(html).not.toMatch(/<main[^>]*lang="en"/);
    const text = visibleText(html);
    expect(text).toContain('Sigue esta búsqueda');
    expect(text).toContain('Vegano · $$ · Near Southside');
    expect(text).toContain('Un lector de feeds');
    expect(html).toContain(`value="http://localhost/es/feeds/follow.xml?${FOLLOWED.replaceAll('&', '&amp;')}"`);
    expect(englishLeftOn(html, ['followPage', 'layout'])).toEqual([]);
    expect(idsShownOn(html)).toEqual([]);
    // Stars read as a Spanish reader counts them, one and more.
    expect(visibleText(await (await app.fetch('/es/follow?cuisine=thai&rating=1')).text())).toContain('Tailandesa · 1 estrella o más');
    expect(visibleText(await (await app.fetch('/es/follow?cuisine=thai&rating=4')).text())).toContain('Tailandesa · 4 estrellas o más');
    expect(visibleText(await (await app.fetch('/follow')).text())).toContain('Everything in the guide');

    const pressed = await new TestClient(app).post(`/es/follow?${FOLLOWED}`, {});
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('Location')).toBe(`/es/follow?${FOLLOWED}`);
  });

  it('is valid HTML in both languages, the listing with its form too', async () => {
    const pages = await Promise.all([`/follow?${FOLLOWED}`, `/es/follow?${FOLLOWED}`, `/?${FOLLOWED}`].map(async (path) => (await app.fetch(path)).text()));
    expect(await htmlErrors(pages)).toEqual([]);
  });
});

describe("a followed search's feed", () => {
  let greenLeaf: { id: number; slug: string };

  it('carries a new place that matches, not one elsewhere and not a draft', async () => {
    const cuisine = await cuisineId('vegetarian');
    greenLeaf = await createRestaurant(app.db, { cuisineId: cuisine, name: 'Green Leaf Follow Cafe', neighborhood: 'Near Southside', priceLevel: 2 });
    await sayVegan(greenLeaf.id);
    const elsewhere = await createRestaurant(app.db, { cuisineId: cuisine, name: 'Elsewhere Vegan Cafe', neighborhood: 'Downtown', priceLevel: 2 });
    await sayVegan(elsewhere.id);
    const draft = await createRestaurant(app.db, { cuisineId: cuisine, name: 'Draft Leaf Cafe', neighborhood: 'Near Southside', priceLevel: 2, isDraft: true });
    await sayVegan(draft.id);

    const { res, xml } = await freshFeed(FEED);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(atomProblems(xml)).toEqual([]);
    expect(xml).toContain('<title type="text">Following Vegan · $$ · Near Southside on Fort Worth Eats</title>');
    const entries = entriesOf(xml);
    expect(entries.map((e) => e.title)).toEqual(['New: Green Leaf Follow Cafe']);
    expect(entries[0]!.link).toBe(`http://localhost/restaurant/${greenLeaf.slug}`);
    expect(entries[0]!.summary).toBe('New in the guide: Vegetarian · $$ · Near Southside.');
    // "Everything in the guide" carries both published places, still not the draft.
    const everything = entriesOf((await freshFeed('/feeds/follow.xml')).xml).map((e) => e.title);
    expect(everything).toEqual(expect.arrayContaining(['New: Green Leaf Follow Cafe', 'New: Elsewhere Vegan Cafe']));
    expect(everything.join('\n')).not.toContain('Draft Leaf Cafe');
  });

  it('carries a change to the hours and special dates of a place it holds, with what they are now', async () => {
    await setOpeningHours(
      app.db,
      greenLeaf.id,
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensMinute: 11 * 60, closesMinute: 22 * 60 }))
    );
    const holiday = addDays(today(), 10);
    await app.db
      .prepare("INSERT INTO special_hours (restaurant_id, on_date, opens_minute, closes_minute, note) VALUES (?, ?, NULL, NULL, 'Staff party')")
      .bind(greenLeaf.id, holiday)
      .run();
    const { xml } = await freshFeed(FEED);
    expect(atomProblems(xml)).toEqual([]);
    const byTitle = new Map(entriesOf(xml).map((e) => [e.title, e]));
    expect([...byTitle.keys()].sort()).toEqual([
      'Hours changed: Green Leaf Follow Cafe',
      'New: Green Leaf Follow Cafe',
      'Special hours: Green Leaf Follow Cafe',
    ]);
    expect(byTitle.get('Hours changed: Green Leaf Follow Cafe')!.summary).toBe('New hours: Mon–Fri 11 AM – 10 PM; Sat–Sun Closed.');
    expect(byTitle.get('Special hours: Green Leaf Follow Cafe')!.summary).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}: Closed \(Staff party\)$/);
    // Each change its own entry, newest first, though all lead to one page.
    const entries = entriesOf(xml);
    expect(new Set(entries.map((e) => e.link))).toEqual(new Set([`http://localhost/restaurant/${greenLeaf.slug}`]));
    expect(entries.map((e) => e.updated)).toEqual([...entries.map((e) => e.updated)].sort().reverse());
  });

  it('is kept at the edge for a short while, for everyone', async () => {
    const { res } = await freshFeed(FEED);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('CDN-Cache-Control')).toBe('public, max-age=600, stale-while-revalidate=3600');
    await app.edgeCached(FEED);
    const again = await strangerFetch(app, FEED);
    expect(again.headers.get('X-Edge-Cache')).toBe('HIT');
    await again.arrayBuffer();
  });

  it('follows the words of a search, and answers another spelling with a permanent move to the one', async () => {
    const words = entriesOf((await freshFeed('/feeds/follow.xml?q=green+leaf')).xml).map((e) => e.title);
    expect(words).toContain('New: Green Leaf Follow Cafe');
    expect(words.join('\n')).not.toContain('Elsewhere Vegan Cafe');

    for (const [asked, canonical] of [
      ['/feeds/follow.xml?has=vegan&neighborhood=near+southside&priceLevel=2', FEED],
      ['/feeds/follow.xml?cuisine=no-such-cuisine', '/feeds/follow.xml'],
      ['/es/feeds/follow.xml?neighborhood=near+southside', '/es/feeds/follow.xml?neighborhood=Near+Southside'],
    ]) {
      const res = await app.fetch(asked!);
      expect(res.status, asked).toBe(301);
      expect(res.headers.get('Location'), asked).toBe(canonical);
    }
  });

  it('tells the followers of words that a place they found closed for good, which search no longer finds', async () => {
    const cuisine = await cuisineId('vegetarian');
    const place = await createRestaurant(app.db, { cuisineId: cuisine, name: 'Juniper Sprout Kitchen', neighborhood: 'Fairmount', priceLevel: 1 });
    const followed = '/feeds/follow.xml?q=juniper+sprout';
    expect(entriesOf((await freshFeed(followed)).xml).map((e) => e.title)).toEqual(['New: Juniper Sprout Kitchen']);

    await app.db.prepare('UPDATE restaurants SET closed_at = ? WHERE id = ?').bind(today(), place.id).run();
    const { xml } = await freshFeed(followed);
    expect(atomProblems(xml)).toEqual([]);
    const entries = entriesOf(xml);
    expect(entries.map((e) => e.title)).toEqual(['Closed for good: Juniper Sprout Kitchen', 'New: Juniper Sprout Kitchen']);
    expect(entries[0]!.summary).toBe('Juniper Sprout Kitchen has closed for good.');
    expect(entries[0]!.link).toBe(`http://localhost/restaurant/${place.slug}`);

    const found = await (await app.fetch('/search?q=juniper+sprout')).text();
    expect(found).not.toContain(`href="/restaurant/${place.slug}"`);
  });

  it('speaks Spanish under /es, its links to Spanish pages', async () => {
    const { res, xml } = await freshFeed(`/es${FEED}`);
    expect(res.status).toBe(200);
    expect(atomProblems(xml)).toEqual([]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-US">');
    const byTitle = new Map(entriesOf(xml).map((e) => [e.title, e]));
    expect(byTitle.get('Nuevo: Green Leaf Follow Cafe')?.link).toBe(`http://localhost/es/restaurant/${greenLeaf.slug}`);
    expect(byTitle.get('Cambió su horario: Green Leaf Follow Cafe')?.summary).toBe('Horario nuevo: lun–vie 11 a. m. – 10 p. m.; sáb–dom Cerrado.');
  });

  it('names a review by the Spanish title its editor wrote, under /es only', async () => {
    // Published at the moment of the place's last change, so it falls in the feed's window whatever the suite's clock.
    const at = (await app.db.prepare('SELECT max(at) AS at FROM place_events WHERE restaurant_id = ?').bind(greenLeaf.id).first<string>('at'))!;
    const review = await createArticle(app.db, { kind: 'review', category: 'Review', title: 'Greens worth the drive', publishedAt: at });
    await app.db.batch([
      app.db.prepare('INSERT INTO article_restaurants (article_id, restaurant_id) VALUES (?, ?)').bind(review.id, greenLeaf.id),
      app.db
        .prepare("INSERT INTO translations (entity, entity_id, locale, fields, english, status, published_at, version) VALUES ('article', ?, 'es', ?, '{}', 'published', ?, 1)")
        .bind(review.id, JSON.stringify({ title: 'Verduras que valen el viaje' }), at),
    ]);
    const spanish = (await freshFeed(`/es${FEED}`)).xml;
    expect(spanish).toContain('Verduras que valen el viaje');
    expect(spanish).not.toContain('Greens worth the drive');
    expect((await freshFeed(FEED)).xml).toContain('Greens worth the drive');
  });
});

describe("a diner's own places' feed", () => {
  let ana: TestClient;
  let place: { id: number; slug: string; name: string };

  const feedAddress = async (client: TestClient) => {
    const html = await (await client.get('/lists')).text();
    return /<input id="place-feed-address"[^>]*value="http:\/\/localhost(\/feeds\/places\/[A-Za-z0-9_-]{22}\.xml)"/.exec(html)?.[1] ?? null;
  };

  beforeAll(async () => {
    ana = await signedInClient(app, '10001');
    place = await createRestaurant(app.db, { cuisineId: await cuisineId('barbeque'), name: 'Panther City Follow BBQ', neighborhood: 'Northside' });
    await setOpeningHours(app.db, place.id, [{ weekday: 5, opensMinute: 11 * 60, closesMinute: 21 * 60 }]);
    await setFavorite(app.db, await userId('10001'), place.id);
  });

  it('is made on /lists, carries a change to a favourite’s hours, and is never stored or indexed', async () => {
    const lists = await (await ana.get('/lists')).text();
    expect(visibleText(lists)).toContain('Follow your places');
    expect(await feedAddress(ana)).toBeNull();
    const made = await ana.post('/lists', { intent: 'start-place-feed', list: 'favorites' });
    expect(made.status).toBe(302);
    expect(made.headers.get('Location')).toBe('/lists?list=favorites#place-feed');
    const path = (await feedAddress(ana))!;
    expect(path).not.toBeNull();

    // Settled as listed first (not news to its follower), then the hours change.
    await strangerFetch(app, path).then((r) => r.arrayBuffer());
    await setOpeningHours(app.db, place.id, [{ weekday: 5, opensMinute: 11 * 60, closesMinute: 23 * 60 }]);
    const res = await strangerFetch(app, path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('X-Robots-Tag')).toMatch(/noindex/);
    const xml = await res.text();
    expect(atomProblems(xml)).toEqual([]);
    const entries = entriesOf(xml);
    expect(entries.map((e) => e.title)).toEqual(['Hours changed: Panther City Follow BBQ']);
    expect(entries[0]!.summary).toBe('New hours: Mon–Thu Closed; Fri 11 AM – 11 PM; Sat–Sun Closed.');
    // Never in the edge cache: the next reader's answer is rendered again.
    expect(res.headers.get('X-Edge-Cache')).toBe('MISS');
    expect((await strangerFetch(app, path)).headers.get('X-Edge-Cache')).toBe('MISS');

    const spanish = await strangerFetch(app, `/es${path}`);
    const es = await spanish.text();
    expect(es).toContain('xml:lang="es-US"');
    expect(entriesOf(es).map((e) => [e.title, e.link])).toEqual([
      ['Cambió su horario: Panther City Follow BBQ', `http://localhost/es/restaurant/${place.slug}`],
    ]);
    expect(spanish.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('shows another diner only their own places, and no token that was never made', async () => {
    const ben = await signedInClient(app, '10002');
    await ben.post('/lists', { intent: 'start-place-feed', list: 'favorites' });
    const bens = (await feedAddress(ben))!;
    expect(bens).not.toBe(await feedAddress(ana));
    expect(entriesOf(await (await strangerFetch(app, bens)).text())).toEqual([]);
    expect((await strangerFetch(app, '/feeds/places/NoSuchFeedTokenHere012.xml')).status).toBe(404);
  });

  it('stops for good: the old address answers 404, and a new feed has a new address', async () => {
    const old = (await feedAddress(ana))!;
    const stopped = await ana.post('/lists', { intent: 'stop-place-feed', list: 'favorites' });
    expect(stopped.status).toBe(302);
    const gone = await strangerFetch(app, old);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await strangerFetch(app, `/es${old}`)).status).toBe(404);
    await ana.post('/lists', { intent: 'start-place-feed', list: 'favorites' });
    const renewed = await feedAddress(ana);
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(old);
  });
});
