import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch, visibleText, type TestClient } from '../support/client';
import { createRestaurant, setFavorite } from '../support/factories';
import { readMessage, SentMail } from '../support/sent-mail';
import { gluedWords, lynxDump, w3mDump } from '../support/text-browser';

/**
 * E-mailed digests (issue 44 items 3 to 5): a signed-in diner asks for one, confirms it
 * by the mailed link's button, gets one digest when something changed and none when
 * nothing did, and stops it with one POST from the mail provider. The cron sends in
 * batches, never twice for a window, retries a failed send and the desk shows it.
 */

let app: TestApp;
const mail = new SentMail();
const REFUSING = 'gone@bounces.example';
const INBOXES = ['ana@inbox.example', 'ben@inbox.example', 'priya@inbox.example', 'ana.es@inbox.example', 'dale@inbox.example'];
let bbq: number;
beforeAll(async () => {
  app = await startApp({ standIn: true, digestMail: mail, digestMailTo: INBOXES });
  bbq = (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'barbeque'").first<number>('id'))!;
});
afterAll(() => app?.dispose());

/** Barbeque, $$, Near Southside: the search every test here follows, in its one spelling. */
const QUERY = 'cuisine=barbeque&priceLevel=2&neighborhood=Near+Southside';
const IN_WORDS = 'Barbeque · $$ · Near Southside';

const cron = async () => (await app.mf.getWorker()).scheduled({ cron: '* * * * *' });
const subject = (raw: string) => {
  const encoded = /^Subject: =\?UTF-8\?B\?([^?]+)\?=/m.exec(raw)?.[1];
  return encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
};
const subscriptionOf = (email: string) =>
  app.db
    .prepare('SELECT * FROM digest_subscriptions WHERE email = ?')
    .bind(email)
    .first<{ id: number; status: string; covered_until: string; next_due_at: string | null; locale: string }>();
/** The week passes: the digest is due now. */
const makeDue = (id: number) =>
  app.db.prepare("UPDATE digest_subscriptions SET next_due_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second') WHERE id = ?").bind(id).run();
/** A new place the search holds, settled into a change by the cron. */
let places = 0;
async function newMatchingPlace(name = `Post Oak Pit ${++places}`) {
  const place = await createRestaurant(app.db, { cuisineId: bbq, name, priceLevel: 2, neighborhood: 'Near Southside' });
  await cron();
  return place;
}

/** Subscribes through the form, reads the confirmation, presses Confirm: the digest's row. */
async function subscribeAndConfirm(diner: TestClient, fields: Record<string, string>, prefix = '') {
  const sentBefore = mail.count;
  const res = await diner.post(`${prefix}/digests`, { intent: 'subscribe', frequency: 'weekly', ...fields });
  expect(res.status, await res.clone().text()).toBe(302);
  const message = await mail.next();
  expect(mail.count).toBe(sentBefore + 1);
  const confirmUrl = new URL(/https?:\/\/\S+\/digests\/confirm\/[A-Za-z0-9_-]+/.exec(readMessage(message.raw).text)![0]);
  const confirmed = await strangerFetch(app, confirmUrl.pathname, {
    method: 'POST',
    headers: { Origin: app.origin },
    body: new URLSearchParams({ confirm: 'yes' }),
  });
  expect(confirmed.status).toBe(200);
  return { message, confirmUrl };
}

describe('a digest of a followed search', () => {
  it('is confirmed by the button of the mailed link, never by opening it', async () => {
    const ana = await signedInClient(app, '10001');
    const page = await ana.get('/digests');
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await page.text();
    expect(visibleText(html)).toContain('Get changes to your places by e-mail');
    // Her Facebook e-mail is the address to start with.
    expect(html).toContain('value="ana.morales@example.com"');

    const res = await ana.post('/digests', { intent: 'subscribe', query: QUERY, email: 'ana@inbox.example', frequency: 'weekly' });
    expect(res.status).toBe(302);
    const confirmation = await mail.next();
    expect(confirmation.to).toBe('ana@inbox.example');
    const read = readMessage(confirmation.raw);
    expect(subject(confirmation.raw)).toBe('Confirm your Fort Worth Eats digest');
    expect(read.text).toContain(`You asked for a weekly e-mail of what changed for ${IN_WORDS}.`);
    expect(read.header('List-Unsubscribe')).toMatch(/^<http:\/\/[^>]+\/digests\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    expect(read.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const confirmUrl = new URL(/http:\/\/\S+\/digests\/confirm\/[A-Za-z0-9_-]{43}/.exec(read.text)![0]);

    // A mail scanner opens the link: a page with a button, and nothing confirmed.
    const opened = await strangerFetch(app, confirmUrl.pathname);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Cache-Control')).toBe('private, no-store');
    const openedText = visibleText(await opened.text());
    expect(openedText).toContain(`Start getting ${IN_WORDS} at ana@inbox.example, once a week, when something changed?`);
    expect(openedText).toContain('Confirm');
    expect((await subscriptionOf('ana@inbox.example'))!.status).toBe('pending');

    // The button, even from another device with no cookie.
    const pressed = await strangerFetch(app, confirmUrl.pathname, {
      method: 'POST',
      headers: { Origin: app.origin },
      body: new URLSearchParams({ confirm: 'yes' }),
    });
    expect(pressed.status).toBe(200);
    expect(visibleText(await pressed.text())).toContain('Your digest is on.');
    const sub = (await subscriptionOf('ana@inbox.example'))!;
    expect(sub.status).toBe('active');
    const week = Date.parse(sub.next_due_at!) - Date.parse(sub.covered_until);
    expect(week).toBe(7 * 24 * 60 * 60 * 1000);

    const list = visibleText(await (await ana.get('/digests')).text());
    expect(list).toContain(IN_WORDS);
    expect(list).toContain('Weekly, to ana@inbox.example');
  });

  it('sends one digest with the change, in text and HTML that read well, then nothing when nothing changed', async () => {
    const sub = (await subscriptionOf('ana@inbox.example'))!;
    // Not due yet: a change waits for the week's digest.
    const place = await newMatchingPlace('Smoke <b>& Mirrors</b> BBQ');
    const quiet = mail.count;
    await cron();
    expect(mail.count).toBe(quiet);

    await makeDue(sub.id);
    await cron();
    const digest = await mail.next();
    expect(mail.count).toBe(quiet + 1);
    expect(digest.to).toBe('ana@inbox.example');
    expect(subject(digest.raw)).toBe(`Fort Worth Eats: 1 change for ${IN_WORDS}`);
    const read = readMessage(digest.raw);
    expect(read.header('Content-Type')).toMatch(/^multipart\/alternative/);
    expect(read.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(read.text).toContain('Smoke <b>& Mirrors</b> BBQ: New on Fort Worth Eats');
    expect(read.text).toContain(`/restaurant/${place.slug}`);
    expect(read.text).toMatch(/Unsubscribe from this digest: http:\/\/\S+\/digests\/unsubscribe\//);
    // The place's name is text in the HTML part, never markup.
    expect(read.html).toContain('Smoke &lt;b&gt;&amp; Mirrors&lt;/b&gt; BBQ');
    const shown = lynxDump(read.html!);
    expect(shown).toContain(`1 change for ${IN_WORDS}`);
    expect(shown).toMatch(/Smoke <b>& Mirrors<\/b> BBQ: New on Fort Worth Eats/);
    expect(shown).toContain('Unsubscribe from this digest');
    expect(shown).toContain('All your digests');
    const drawn = w3mDump(read.html!);
    expect(drawn).toMatch(/Smoke <b>& Mirrors<\/b> BBQ: New on Fort Worth Eats/);
    expect(gluedWords(drawn)).toEqual([]);
    expect(gluedWords(shown)).toEqual([]);

    const after = (await subscriptionOf('ana@inbox.example'))!;
    expect(Date.parse(after.next_due_at!)).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    // Due again with nothing new: no mail, and the window moves on.
    await makeDue(sub.id);
    await cron();
    await cron();
    expect(mail.count).toBe(quiet + 1);
    expect((await subscriptionOf('ana@inbox.example'))!.covered_until > after.covered_until).toBe(true);
  });

  it('never sends a window twice: one a run already started is passed over', async () => {
    const ben = await signedInClient(app, '10002');
    await subscribeAndConfirm(ben, { query: QUERY, email: 'ben@inbox.example' });
    const sub = (await subscriptionOf('ben@inbox.example'))!;
    await newMatchingPlace();
    // A run recorded this window, then stopped before it could say it was sent.
    await app.db
      .prepare(
        "INSERT INTO digest_sends (subscription_id, window_start, window_end, status, changes, attempts) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'sending', 1, 1)"
      )
      .bind(sub.id, sub.covered_until)
      .run();
    await makeDue(sub.id);
    const before = mail.count;
    await cron();
    expect(mail.count).toBe(before);
    expect((await subscriptionOf('ben@inbox.example'))!.covered_until > sub.covered_until).toBe(true);
  });

  it('tries a failed send again on a later run, sends it once it goes through, and gives up after three tries for the desk to see', async () => {
    const priya = await signedInClient(app, '10003');
    await subscribeAndConfirm(priya, { query: QUERY, email: 'priya@inbox.example' });
    const sub = (await subscriptionOf('priya@inbox.example'))!;
    // The mailbox stops taking mail (the binding refuses it).
    await app.db.prepare('UPDATE digest_subscriptions SET email = ? WHERE id = ?').bind(REFUSING, sub.id).run();
    await newMatchingPlace();
    const sends = () =>
      app.db
        .prepare('SELECT status, attempts, last_error FROM digest_sends WHERE subscription_id = ?')
        .bind(sub.id)
        .all<{ status: string; attempts: number; last_error: string }>()
        .then((r) => r.results);
    const before = mail.count;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue(sub.id);
      await cron();
      expect(await sends()).toEqual([{ status: 'failed', attempts: attempt, last_error: expect.stringContaining('not allowed') }]);
      // The error is kept without the address.
      expect((await sends())[0]!.last_error).not.toContain(REFUSING);
      if (attempt < 3) {
        // Waits before the next try, on the same window.
        const waiting = (await subscriptionOf(REFUSING))!;
        expect(waiting.covered_until).toBe(sub.covered_until);
        expect(Date.parse(waiting.next_due_at!)).toBeGreaterThan(Date.now());
      }
    }
    expect(mail.count).toBe(before);
    // Given up: the digest goes on with the next window.
    expect((await subscriptionOf(REFUSING))!.covered_until > sub.covered_until).toBe(true);

    // A send that fails once and then goes through is sent once.
    const dale = await signedInClient(app, '10004');
    await subscribeAndConfirm(dale, { query: QUERY, email: 'dale@inbox.example' });
    const daleSub = (await subscriptionOf('dale@inbox.example'))!;
    await app.db.prepare('UPDATE digest_subscriptions SET email = ? WHERE id = ?').bind('dale@bounces.example', daleSub.id).run();
    await newMatchingPlace();
    await makeDue(daleSub.id);
    await cron();
    await app.db.prepare('UPDATE digest_subscriptions SET email = ? WHERE id = ?').bind('dale@inbox.example', daleSub.id).run();
    await makeDue(daleSub.id);
    const sentBefore = mail.count;
    await cron();
    await cron();
    expect((await mail.next()).to).toBe('dale@inbox.example');
    expect(mail.count).toBe(sentBefore + 1);
    const daleSends = await app.db.prepare('SELECT status, attempts FROM digest_sends WHERE subscription_id = ?').bind(daleSub.id).all();
    expect(daleSends.results).toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it('shows the desk how many follow and get each search, what went out and what failed, never who', async () => {
    await app.db.prepare('UPDATE followed_searches SET follows = 5 WHERE query = ?').bind(QUERY).run();
    const editor = await signedInClient(app, '10005');
    const html = await (await editor.get('/admin')).text();
    const section = visibleText(/<section aria-labelledby="following"[\s\S]*?<\/section>/.exec(html)![0]);
    expect(section).toContain(`${IN_WORDS} 5 4`);
    expect(section).toMatch(/2 digests sent in the last 7 days/);
    expect(section).toMatch(/1 digest could not be sent\. The last error: .*not allowed/);
    const page = visibleText(html);
    for (const who of ['ana@inbox.example', 'ben@inbox.example', 'priya@inbox.example', REFUSING, 'Ana Morales', 'Priya Shah', 'Ben Carter'])
      expect(page).not.toContain(who);
  });
});

describe('unsubscribing', () => {
  it('takes one POST from the mail provider, with no cookie and its own Origin; then nothing more is sent', async () => {
    const digestRaw = (await app.db
      .prepare('SELECT unsubscribe_token AS token, id FROM digest_subscriptions WHERE email = ?')
      .bind('ana@inbox.example')
      .first<{ token: string; id: number }>())!;
    const path = `/digests/unsubscribe/${digestRaw.token}`;
    // Another route stays closed to another site's POST.
    const forged = await app.fetch('/digests', {
      method: 'POST',
      headers: { Origin: 'https://mail.provider.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=unsubscribe&id=1',
    });
    expect(forged.status).toBe(403);

    const page = await app.fetch(path);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(visibleText(await page.text())).toContain(`Stop the e-mailed digest of ${IN_WORDS}?`);
    expect((await subscriptionOf('ana@inbox.example'))!.status).toBe('active');

    const oneClick = await app.fetch(path, {
      method: 'POST',
      headers: { Origin: 'https://mail.provider.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get('Cache-Control')).toBe('private, no-store');
    expect(visibleText(await oneClick.text())).toContain(`You are unsubscribed: no more digests of ${IN_WORDS} will be sent.`);
    expect((await subscriptionOf('ana@inbox.example'))!.status).toBe('unsubscribed');

    await newMatchingPlace();
    await makeDue(digestRaw.id);
    const before = mail.count;
    await cron();
    expect(mail.count).toBe(before);
  });
});

describe('the form', () => {
  it('answers a bad address with a clear message and keeps what was typed', async () => {
    const ana = await signedInClient(app, '10001');
    const res = await ana.post('/digests', { intent: 'subscribe', places: '1', email: 'ana at inbox', frequency: 'daily' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain('Enter an e-mail address, like name@example.com.');
    expect(html).toContain('value="ana at inbox"');
    const odd = await ana.post('/digests', { intent: 'subscribe', query: 'priceLevel=2&cuisine=barbeque', email: 'ana@inbox.example' });
    expect(odd.status).toBe(400);
    expect(visibleText(await odd.text())).toContain('This is not a search we can follow.');
  });
});

describe("the diner's digests page", () => {
  it('changes how often a digest comes and stops it, each with a POST, and only for its own diner', async () => {
    const ben = await signedInClient(app, '10002');
    const sub = (await subscriptionOf('ben@inbox.example'))!;
    const ana = await signedInClient(app, '10001');
    expect((await ana.post('/digests', { intent: 'unsubscribe', id: String(sub.id) })).status).toBe(404);
    expect((await subscriptionOf('ben@inbox.example'))!.status).toBe('active');

    const changed = await ben.post('/digests', { intent: 'frequency', id: String(sub.id), frequency: 'daily' });
    expect(changed.status).toBe(302);
    const daily = (await subscriptionOf('ben@inbox.example'))!;
    expect(Date.parse(daily.next_due_at!) - Date.parse(daily.covered_until)).toBe(24 * 60 * 60 * 1000);
    expect(visibleText(await (await ben.follow(changed)).text())).toContain('Daily, to ben@inbox.example');

    const stopped = await ben.post('/digests', { intent: 'unsubscribe', id: String(sub.id) });
    expect(stopped.status).toBe(302);
    const page = visibleText(await (await ben.follow(stopped)).text());
    expect(page).toContain('Unsubscribed: no more of this digest will be sent.');
    expect(page).toMatch(/Barbeque · \$\$ · Near Southside Unsubscribed/);
    expect((await subscriptionOf('ben@inbox.example'))!.next_due_at).toBeNull();
  });
});

describe('in Spanish', () => {
  it('a digest asked for on a Spanish page comes in Spanish, with Spanish links', async () => {
    const ana = await signedInClient(app, '10001');
    const place = await createRestaurant(app.db, { cuisineId: bbq, name: 'Favorita de Ana' });
    const anaId = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10001'").first<number>('id'))!;
    await setFavorite(app.db, anaId, place.id);
    await cron();
    const { message, confirmUrl } = await subscribeAndConfirm(ana, { places: '1', email: 'ana.es@inbox.example', frequency: 'daily' }, '/es');
    expect(subject(message.raw)).toBe('Confirma tu resumen de Fort Worth Eats');
    expect(confirmUrl.pathname).toMatch(/^\/es\/digests\/confirm\//);
    const sub = (await subscriptionOf('ana.es@inbox.example'))!;
    expect(sub.locale).toBe('es');

    await app.db.prepare('INSERT INTO opening_hours (restaurant_id, weekday, opens_minute, closes_minute) VALUES (?, 5, 1020, 1320)').bind(place.id).run();
    await cron();
    await makeDue(sub.id);
    await cron();
    const digest = await mail.next();
    expect(digest.to).toBe('ana.es@inbox.example');
    expect(subject(digest.raw)).toBe('Fort Worth Eats: 1 cambio en tus lugares');
    const read = readMessage(digest.raw);
    expect(read.text).toContain('Favorita de Ana: Nuevo horario:');
    expect(read.text).toContain('5 p. m. – 10 p. m.');
    expect(read.text).toMatch(/Cancelar este resumen: http:\/\/\S+\/es\/digests\/unsubscribe\//);
    expect(read.html).toContain('<html lang="es-US">');
    expect(lynxDump(read.html!)).toContain('Todos tus resúmenes');
  });
});

describe('without outgoing mail for digests', () => {
  it('offers no digest anywhere', async () => {
    const plain = await startApp({ standIn: true });
    try {
      const ana = await signedInClient(plain, '10001');
      const page = visibleText(await (await ana.get('/digests')).text());
      expect(page).toContain('Your digests');
      expect(page).not.toContain('E-mail me a digest');
      expect(visibleText(await (await ana.get('/')).text())).not.toContain('E-mail digests');
      const res = await ana.post('/digests', { intent: 'subscribe', places: '1', email: 'ana@inbox.example' });
      expect(res.status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });
});
