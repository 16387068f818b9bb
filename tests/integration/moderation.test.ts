import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';
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
    expect((await erin.post('/admin/messages', { intent: 'handled', messageId: String(id) })).status).toBe(302);
    expect(await text(erin, '/admin/messages')).toContain('No messages waiting.');
    expect(await text(erin, '/admin/messages?view=handled')).toContain('Please list the taco truck on Magnolia.');
  });
});
