import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { strangerFetch, TestClient, visibleText } from '../support/client';
import { createRestaurant, createReview } from '../support/factories';
import { makeOwner } from '../support/owners';

/**
 * An owner's one public reply to a diner's review: written from the restaurant page,
 * read by an editor first, shown under the review once approved, reportable, and
 * refused to anyone who does not own that listing.
 */
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

const text = async (client: TestClient, path: string) => visibleText(await (await client.get(path)).text());
const anonymousText = async (path: string) => visibleText(await (await strangerFetch(app, path)).text());

async function replies() {
  return (await app.db.prepare('SELECT review_id, user_id, content, status, reason FROM owner_replies ORDER BY id').all()).results;
}

let cuisineId: number;
beforeAll(async () => {
  cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
});

describe("an owner's reply to a review", () => {
  it('waits for an editor, then shows under the review to everyone, the edge-cached page included', async () => {
    const dale = await signedIn('10004');
    const ana = await signedIn('10001');
    const erin = await signedIn('10005');
    const place = await createRestaurant(app.db, { cuisineId, name: 'Reply Test Smokehouse' });
    await makeOwner(app.db, { restaurantId: place.id, userId: await userId('10004') });
    const review = await createReview(app.db, { userId: await userId('10001'), restaurantId: place.id, rating: 2, content: 'The brisket was dry and the wait was long.' });
    const page = `/restaurant/${place.slug}`;
    const replyPath = `${page}/reviews/${review.id}/reply`;

    // Only the listing's owner is offered the reply, and their page is never shared.
    const ownerView = await dale.get(page);
    expect(ownerView.headers.get('Cache-Control')).toBe('private, no-store');
    const ownerHtml = await ownerView.text();
    expect(ownerHtml).toContain(`href="${replyPath}"`);
    expect(visibleText(ownerHtml)).toContain('Reply as the owner to Ana Morales');
    expect(await (await ana.get(page)).text()).not.toContain(replyPath);
    expect(await (await strangerFetch(app, page)).text()).not.toContain('Reply as the owner');

    // The form page: the review, and the field; a too-short reply is refused with the text kept.
    expect(await text(dale, replyPath)).toContain('The brisket was dry and the wait was long.');
    const short = await dale.post(replyPath, { content: 'Sorry!' });
    expect(short.status).toBe(400);
    const shortHtml = await short.text();
    expect(visibleText(shortHtml)).toContain('Your reply must be at least 10 characters');
    expect(shortHtml).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Sorry!<\/textarea>/);
    expect(await replies()).toEqual([]);

    // A signed-out diner's copy is cached before any reply exists.
    expect((await strangerFetch(app, page)).status).toBe(200);
    await app.edgeCached(page);
    expect((await strangerFetch(app, page)).headers.get('X-Edge-Cache')).toBe('HIT');

    const sent = await dale.post(replyPath, { content: 'Thank you, Ana. <b>We</b> have added a second smoker for Saturdays.' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe(`${page}#review-${review.id}`);
    // The owner sees it waiting; nobody else sees it at all.
    const waitingHtml = await (await dale.get(page)).text();
    // Text, never HTML.
    expect(waitingHtml).toContain('Thank you, Ana. &lt;b&gt;We&lt;/b&gt; have added a second smoker');
    expect(waitingHtml).not.toContain('<b>We</b>');
    expect(visibleText(waitingHtml)).toContain('Waiting for an editor. Only owners of this place see it until then.');
    expect(await text(ana, page)).not.toContain('second smoker');
    expect(await anonymousText(page)).not.toContain('second smoker');

    // While it waits, the owner may rewrite it: still one reply, still waiting.
    expect((await dale.post(replyPath, { content: 'Thank you, Ana. <b>We</b> have added a second smoker for Saturday lunch.' })).status).toBe(302);
    expect(await replies()).toMatchObject([{ review_id: review.id, status: 'pending', content: 'Thank you, Ana. <b>We</b> have added a second smoker for Saturday lunch.' }]);

    // The desk: a rejection needs a reason, which the owner reads; they may then rewrite it.
    const queue = await text(erin, '/admin/moderation');
    expect(queue).toMatch(/Owner replies waiting \( 1 \)/);
    expect(queue).toContain('The brisket was dry and the wait was long.');
    expect(await text(erin, '/admin')).toMatch(/Owner replies waiting\s*1/);
    const replyId = String((await app.db.prepare('SELECT id FROM owner_replies WHERE review_id = ?').bind(review.id).first<{ id: number }>())!.id);
    expect((await erin.post('/admin/moderation', { intent: 'reject-reply', replyId, reason: '' })).status).toBe(400);
    expect((await erin.post('/admin/moderation', { intent: 'reject-reply', replyId, reason: 'Please leave out the HTML tags' })).status).toBe(302);
    expect(await text(dale, page)).toContain('Not published: Please leave out the HTML tags.');
    expect(await anonymousText(page)).not.toContain('second smoker');
    expect((await dale.post(replyPath, { content: 'Thank you, Ana. We have added a second smoker for Saturday lunch.' })).status).toBe(302);
    expect(await text(dale, page)).toContain('Waiting for an editor');

    // Approved: it shows under the review for everyone on the next request, as text, dated.
    expect((await erin.post('/admin/moderation', { intent: 'approve-reply', replyId })).status).toBe(302);
    const publicHtml = await (await strangerFetch(app, page)).text();
    const shown = visibleText(publicHtml);
    expect(shown).toMatch(/Reply from the owner · [A-Z][a-z]+ \d{1,2}, \d{4} Thank you, Ana\. We have added a second smoker for Saturday lunch\./);
    expect(shown).not.toContain('Waiting for an editor');
    expect(publicHtml).toContain(`href="/report/owner-reply/${replyId}"`);
    expect(await text(ana, page)).toContain('Reply from the owner');
    expect(await text(erin, '/admin/moderation')).toMatch(/Owner replies waiting \( 0 \)/);

    // The review pages and the API carry it.
    expect(await anonymousText(`/resources/reviews?restaurantId=${place.id}`)).toContain('Reply from the owner');
    const api = (await (await strangerFetch(app, `/api/restaurants/${place.id}/reviews`)).json()) as { reviews: Array<{ id: number; ownerReply: unknown }> };
    expect(api.reviews.find((r) => r.id === review.id)!.ownerReply).toEqual({
      content: 'Thank you, Ana. We have added a second smoker for Saturday lunch.',
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // Once published it is final: a second reply is refused and nothing changes.
    const second = await dale.post(replyPath, { content: 'Also, come back for a free dessert on us!' });
    expect(second.status).toBe(409);
    expect(visibleText(await second.text())).toContain('This review already has a reply from the owner.');
    expect(await replies()).toMatchObject([{ content: 'Thank you, Ana. We have added a second smoker for Saturday lunch.', status: 'approved' }]);

    // The decisions are in the desk's history.
    const history = (await app.db.prepare("SELECT action, summary FROM changes WHERE entity = 'owner-reply' AND entity_id = ? ORDER BY id").bind(Number(replyId)).all()).results;
    expect(history).toEqual([
      { action: 'rejected', summary: 'Please leave out the HTML tags' },
      { action: 'approved', summary: '' },
    ]);
  });

  it('can be reported by a diner and hidden by an editor; its owner sees why', async () => {
    const dale = await signedIn('10004');
    const ben = await signedIn('10002');
    const erin = await signedIn('10005');
    const place = await createRestaurant(app.db, { cuisineId, name: 'Reply Report Cafe' });
    await makeOwner(app.db, { restaurantId: place.id, userId: await userId('10004') });
    const review = await createReview(app.db, { userId: await userId('10001'), restaurantId: place.id, content: 'Slow coffee but kind staff.' });
    const page = `/restaurant/${place.slug}`;
    expect((await dale.post(`${page}/reviews/${review.id}/reply`, { content: 'Ana was rude to our barista, everyone should know.' })).status).toBe(302);
    const replyId = (await app.db.prepare('SELECT id FROM owner_replies WHERE review_id = ?').bind(review.id).first<{ id: number }>())!.id;

    // A waiting reply is nothing to report yet.
    expect((await ben.get(`/report/owner-reply/${replyId}`)).status).toBe(404);
    expect((await erin.post('/admin/moderation', { intent: 'approve-reply', replyId: String(replyId) })).status).toBe(302);

    expect(await text(ben, `/report/owner-reply/${replyId}`)).toContain('Ana was rude to our barista');
    expect((await ben.post(`/report/owner-reply/${replyId}`, { reason: 'hateful', note: 'Attacks the reviewer' })).status).toBe(302);
    // The owner cannot report their own reply.
    expect((await dale.post(`/report/owner-reply/${replyId}`, { reason: 'spam' })).status).toBe(400);

    const queue = await text(erin, '/admin/moderation');
    expect(queue).toContain('Reply from the owner by Dale Whitfield of Reply Report Cafe');
    expect(queue).toContain('Reported as: Hateful or harassing');
    expect((await erin.post('/admin/moderation', { intent: 'hide', entity: 'owner-reply', entityId: String(replyId), reason: 'It attacks the reviewer' })).status).toBe(302);

    expect(await anonymousText(page)).not.toContain('rude to our barista');
    expect(await text(ben, page)).not.toContain('rude to our barista');
    expect(await text(dale, page)).toContain('Hidden by our editors: It attacks the reviewer.');
    // Hidden is final too.
    expect((await dale.post(`${page}/reviews/${review.id}/reply`, { content: 'Sorry, let me try that again politely.' })).status).toBe(409);
  });
});

describe('who may reply', () => {
  it('refuses diners, owners of other listings, other listings\' reviews and hidden reviews, storing nothing', async () => {
    const dale = await signedIn('10004');
    const priya = await signedIn('10003');
    const ben = await signedIn('10002');
    const mine = await createRestaurant(app.db, { cuisineId, name: 'Refusal Test Diner' });
    const theirs = await createRestaurant(app.db, { cuisineId, name: 'Refusal Test Bistro' });
    await makeOwner(app.db, { restaurantId: mine.id, userId: await userId('10004') });
    await makeOwner(app.db, { restaurantId: theirs.id, userId: await userId('10003') });
    const reviewOfMine = await createReview(app.db, { userId: await userId('10001'), restaurantId: mine.id });
    const reviewOfTheirs = await createReview(app.db, { userId: await userId('10002'), restaurantId: theirs.id });
    const hidden = await createReview(app.db, { userId: await userId('10005'), restaurantId: mine.id, hiddenReason: 'Spam' });
    const before = await replies();
    const body = { content: 'A reply that must never be stored anywhere.' };

    // A diner who owns nothing, and the owner of another listing: 403, on the page and the post.
    for (const client of [ben, priya]) {
      const page = await client.get(`/restaurant/${mine.slug}/reviews/${reviewOfMine.id}/reply`);
      expect(page.status).toBe(403);
      expect(visibleText(await page.text())).toContain('Only the owners of Refusal Test Diner can reply to its reviews.');
      expect((await client.post(`/restaurant/${mine.slug}/reviews/${reviewOfMine.id}/reply`, body)).status).toBe(403);
    }
    // A review of another listing, reached through the owner's own listing: not found.
    expect((await dale.get(`/restaurant/${mine.slug}/reviews/${reviewOfTheirs.id}/reply`)).status).toBe(404);
    expect((await dale.post(`/restaurant/${mine.slug}/reviews/${reviewOfTheirs.id}/reply`, body)).status).toBe(404);
    // ...or through its own: not theirs to answer.
    expect((await dale.post(`/restaurant/${theirs.slug}/reviews/${reviewOfTheirs.id}/reply`, body)).status).toBe(403);
    // A hidden review is not there to answer.
    expect((await dale.post(`/restaurant/${mine.slug}/reviews/${hidden.id}/reply`, body)).status).toBe(404);
    // Signed out: sent to sign in, nothing stored.
    const anonymous = await strangerFetch(app, `/restaurant/${mine.slug}/reviews/${reviewOfMine.id}/reply`, {
      method: 'POST',
      body: new URLSearchParams(body),
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toMatch(/^\/auth\/facebook\?/);
    // Another site's form: refused before anything is read.
    expect((await dale.post(`/restaurant/${mine.slug}/reviews/${reviewOfMine.id}/reply`, body, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);

    expect(await replies()).toEqual(before);
    // The other listing's owner is not offered the reply link either.
    expect(await (await priya.get(`/restaurant/${mine.slug}`)).text()).not.toContain('/reply"');
  });
});
