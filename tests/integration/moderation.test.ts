import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';
import { CONTACT_HOURLY_CEILING } from '~/utils/contact-limits';
import { createRestaurant, createReview } from '../support/factories';

/** Reports, hiding and dismissing, and the contact inbox: what diners and editors each see. */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // spends the welcome toast
  return client;
}

const userId = async (facebookId: string) =>
  (await app.db.prepare('SELECT id FROM users WHERE facebook_id = ?').bind(facebookId).first<{ id: number }>())!.id;

async function text(client: TestClient, path: string) {
  const res = await client.get(path);
  return visibleText(await res.text());
}

describe('reporting a review', () => {
  it('queues the report for the desk; hiding it leaves only its author seeing it, with the reason', async () => {
    const ana = await signedIn('10001');
    const ben = await signedIn('10002');
    const erin = await signedIn('10005');
    await signedIn('10003');
    const cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
    const place = await createRestaurant(app.db, { cuisineId, name: 'Spam Test Grill' });
    const spam = await createReview(app.db, { userId: await userId('10001'), restaurantId: place.id, content: 'Buy cheap watches at example.biz' });
    const honest = await createReview(app.db, { userId: await userId('10003'), restaurantId: place.id, rating: 1, content: 'Cold food, rude service.' });
    const path = `/restaurant/${place.slug}`;

    // Anonymous diners are sent to sign in and back before reporting.
    const anonymous = await new TestClient(app).get(`/report/review/${spam.id}`);
    expect(anonymous.headers.get('Location')).toBe(`/auth/facebook?redirectTo=${encodeURIComponent(`/report/review/${spam.id}`)}`);

    expect(await (await ben.get(path)).text()).toContain(`href="/report/review/${spam.id}"`);
    const missingReason = await ben.post(`/report/review/${spam.id}`, { note: 'obvious spam' });
    expect(missingReason.status).toBe(400);
    const again = await missingReason.text();
    expect(visibleText(again)).toContain('Choose what is wrong with it.');
    expect(again).toContain('obvious spam');
    const sent = await ben.post(`/report/review/${spam.id}`, { reason: 'spam', note: 'obvious spam' });
    expect(sent.status).toBe(302);
    // An author cannot report their own review.
    expect((await ana.post(`/report/review/${spam.id}`, { reason: 'spam' })).status).toBe(400);

    const queue = await text(erin, '/admin/moderation');
    expect(queue).toContain('Buy cheap watches at example.biz');
    expect(queue).toContain('Reported as: Spam or advertising');
    expect(queue).toContain('never because a review is negative');
    expect(await text(erin, '/admin')).toMatch(/Open reports\s*1/);

    // Hiding needs a reason the author will read.
    expect((await erin.post('/admin/moderation', { intent: 'hide', entity: 'review', entityId: String(spam.id), reason: '' })).status).toBe(400);
    const hidden = await erin.post('/admin/moderation', { intent: 'hide', entity: 'review', entityId: String(spam.id), reason: 'Advertising another business' });
    expect(hidden.status).toBe(302);
    expect(await text(erin, '/admin/moderation')).not.toContain('Buy cheap watches');

    // The count and average shown everywhere are the reviews others can read: the honest one-star review alone.
    const stats = await app.db.prepare('SELECT review_count AS count, average_rating AS average FROM restaurants WHERE id = ?').bind(place.id).first<{ count: number; average: number }>();
    expect(stats).toEqual({ count: 1, average: 10 });

    // Hiding is published at once: no cache purge needed for readers to stop seeing it.
    for (const other of [new TestClient(app), ben]) {
      const page = await text(other, path);
      expect(page).not.toContain('Buy cheap watches');
      expect(page).toContain('Cold food, rude service.');
    }
    const ownPage = await text(ana, path);
    expect(ownPage).toContain('Buy cheap watches at example.biz');
    expect(ownPage).toContain('Hidden by our editors: Advertising another business. Only you can see this review.');
    expect(await text(ana, '/profile?tab=reviews')).toContain('Hidden by our editors: Advertising another business.');

    // The decision is in the desk's history.
    const change = await app.db
      .prepare("SELECT action, summary FROM changes WHERE entity = 'review' AND entity_id = ?")
      .bind(spam.id)
      .first<{ action: string; summary: string }>();
    expect(change).toEqual({ action: 'hid', summary: 'Advertising another business' });

    // A report of an honest negative review is dismissed; the review stays.
    await ben.post(`/report/review/${honest.id}`, { reason: 'off-topic' });
    expect((await erin.post('/admin/moderation', { intent: 'dismiss', entity: 'review', entityId: String(honest.id) })).status).toBe(302);
    expect(await text(erin, '/admin/moderation')).toContain('No open reports.');
    await app.purge(path);
    expect(await text(new TestClient(app), path)).toContain('Cold food, rude service.');
  });

  it('keeps the desk to editors', async () => {
    const ben = await signedIn('10002');
    expect((await ben.get('/admin/moderation')).status).toBe(403);
    expect((await ben.post('/admin/moderation', { intent: 'dismiss', entity: 'review', entityId: '1' })).status).toBe(403);
    expect((await ben.get('/admin/messages')).status).toBe(403);
  });
});

describe('the contact inbox', () => {
  it('shows messages sent through /contact as new, with a reply link, until handled', async () => {
    const visitor = new TestClient(app);
    const sent = await visitor.post('/contact', { name: 'Dana Diner', email: 'dana@example.com', message: 'Please list the taco truck on Magnolia.' });
    expect(sent.status).toBe(302);

    const erin = await signedIn('10005');
    expect(await text(erin, '/admin')).toMatch(/Unread messages\s*1/);
    const inbox = await erin.get('/admin/messages');
    const html = await inbox.text();
    expect(visibleText(html)).toContain('New Dana Diner · dana@example.com');
    expect(visibleText(html)).toContain('Please list the taco truck on Magnolia.');
    expect(html).toContain('href="mailto:dana%40example.com?subject=Re%3A%20your%20message%20to%20Fort%20Worth%20Eats"');
    // Read once it has been shown.
    expect(await text(erin, '/admin')).toMatch(/Unread messages\s*0/);

    const id = (await app.db.prepare("SELECT id FROM contact_messages WHERE email = 'dana@example.com'").first<{ id: number }>())!.id;
    expect((await erin.post('/admin/messages', { intent: 'handled', view: 'inbox', scope: 'selected', ids: String(id) })).status).toBe(302);
    expect(await text(erin, '/admin/messages')).toContain('No messages waiting.');
    expect(await text(erin, '/admin/messages?view=handled')).toContain('Please list the taco truck on Magnolia.');
  });

  it('keeps a flood out of the inbox and lets an editor clear it in bulk with plain forms', async () => {
    await app.db.exec('DELETE FROM contact_messages');
    let ip = 0;
    /** A visitor's send from a fresh address each time, as the tool that flooded the inbox did. */
    const send = (message: string, extra: Record<string, string> = {}) =>
      app.fetch('/contact', {
        method: 'POST',
        body: new URLSearchParams({ name: 'Sender', email: 'sender@example.com', message, website: '', ...extra }),
        headers: { 'CF-Connecting-IP': `192.0.2.${++ip}` },
      });
    const spam = 'Cheap backlinks and SEO for your site, visit https://spam.example now';
    expect((await send('Please list the taco truck on Magnolia.')).status).toBe(302);
    for (let i = 0; i < CONTACT_HOURLY_CEILING + 4; i++) expect((await send(spam)).status).toBe(302);
    expect((await send('I am a real person writing during the flood.')).status).toBe(302);
    expect((await send('Autofill put my site in the hidden field.', { website: 'https://my-bakery.example' })).status).toBe(400);

    const erin = await signedIn('10005');
    // The inbox has the first messages of the hour, up to the ceiling; the rest wait in Held.
    const inbox = await text(erin, '/admin/messages');
    expect(inbox).toContain(`Inbox (${CONTACT_HOURLY_CEILING})`);
    expect(inbox).toContain('Held (6)');
    expect(inbox).toContain(`Probably junk (${CONTACT_HOURLY_CEILING + 5})`);
    expect(inbox).toContain('Please list the taco truck on Magnolia.');
    expect(inbox).not.toContain('I am a real person writing during the flood.');
    expect(inbox).not.toContain('Autofill put my site');
    const held = await text(erin, '/admin/messages?view=held');
    expect(held).toContain('I am a real person writing during the flood.');
    expect(held).toContain('Held: past the hourly ceiling');

    // Probably junk: the honeypot's catch, the links, the repeated text; not the plain messages.
    const junk = await text(erin, '/admin/messages?view=junk');
    expect(junk).toContain('Autofill put my site in the hidden field.');
    expect(junk).toContain('Filled in the field only bots see');
    expect(junk).toContain('Has a link');
    expect(junk).toContain('Same text sent more than once');
    expect(junk).not.toContain('Please list the taco truck');
    expect(junk).not.toContain('I am a real person');

    // Select all without JavaScript: a link that renders every box on the page ticked.
    const unticked = await (await erin.get('/admin/messages?view=junk')).text();
    expect(unticked.match(/<input type="checkbox" name="ids"[^>]*>/g)).toHaveLength(CONTACT_HOURLY_CEILING + 5);
    expect(unticked).not.toMatch(/<input type="checkbox" name="ids"[^>]*checked/);
    expect(unticked).toContain('href="/admin/messages?view=junk&amp;select=all"');
    const ticked = await (await erin.get('/admin/messages?view=junk&select=all')).text();
    expect(ticked.match(/<input type="checkbox" name="ids"[^>]*checked[^>]*>/g)).toHaveLength(CONTACT_HOURLY_CEILING + 5);

    // Deleting a whole view needs its confirmation box; nothing goes without it.
    const upTo = /name="upTo" value="(\d+)"/.exec(ticked)![1]!;
    const whole = { view: 'junk', scope: 'view', upTo, intent: 'delete' };
    const unconfirmed = await erin.post('/admin/messages', whole);
    expect(unconfirmed.status).toBe(400);
    expect(visibleText(await unconfirmed.text())).toContain('Tick “Yes, delete them all” to delete every message in Probably junk.');
    // One more arrives after the page was opened: "every message in this view" leaves it for the editor to see.
    expect((await send(spam)).status).toBe(302);
    const deleted = await erin.post('/admin/messages', { ...whole, confirm: 'yes' });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get('location')).toBe('/admin/messages?view=junk');
    expect(await text(erin, '/admin/messages?view=junk')).toContain(`${CONTACT_HOURLY_CEILING + 5} messages deleted`);
    const after = await text(erin, '/admin/messages');
    expect(after).toContain('Inbox (1)');
    expect(after).toContain('Held (2)');
    expect(after).toContain('Probably junk (1)');
    const history = await app.db.prepare("SELECT action, summary FROM changes WHERE entity = 'message' ORDER BY id DESC LIMIT 1").first();
    expect(history).toEqual({ action: 'deleted', summary: `${CONTACT_HOURLY_CEILING + 5} messages in Probably junk` });

    // Ticked boxes: the real held message goes to the inbox, then both real ones are marked handled at once.
    const idOf = async (message: string) =>
      String((await app.db.prepare('SELECT id FROM contact_messages WHERE message = ?').bind(message).first<{ id: number }>())!.id);
    const real = await idOf('I am a real person writing during the flood.');
    expect((await erin.post('/admin/messages', { view: 'held', scope: 'selected', ids: real, intent: 'reopen' })).status).toBe(302);
    expect(await text(erin, '/admin/messages')).toContain('I am a real person writing during the flood.');
    const both = new URLSearchParams([
      ['view', 'inbox'],
      ['scope', 'selected'],
      ['ids', real],
      ['ids', await idOf('Please list the taco truck on Magnolia.')],
      ['intent', 'handled'],
    ]);
    const handled = await erin.fetch('/admin/messages', { method: 'POST', body: both, headers: { Origin: app.origin } });
    expect(handled.status).toBe(302);
    expect(await text(erin, '/admin/messages')).toContain('2 messages marked handled');
    expect(await text(erin, '/admin/messages')).toContain('No messages waiting.');
    const done = await text(erin, '/admin/messages?view=handled');
    expect(done).toContain('I am a real person writing during the flood.');
    expect(done).toContain('Please list the taco truck on Magnolia.');

    // Pressing a button with nothing ticked says so.
    const none = await erin.post('/admin/messages', { view: 'held', scope: 'selected', intent: 'delete' });
    expect(none.status).toBe(400);
    expect(visibleText(await none.text())).toContain('Tick at least one message first.');
  });
});
