import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, TestClient, visibleText } from '../support/client';
import { formFields } from '../support/forms';
import { makeOwner, userIdOf } from '../support/owners';

/**
 * The owner's page, /business/<slug>: an owner keeps their listing's hours, special
 * dates, facts and contact details live, proposes a note and dishes for an editor, and
 * is refused everywhere else. Fort Worth's clock is fixed at 2026-11-26.
 */
let app: TestApp;
let ana: TestClient; // owner of `mine`
let ben: TestClient; // a diner
let erin: TestClient; // the desk's admin
let mine: { id: number; slug: string };
let theirs: { id: number; slug: string };

beforeAll(async () => {
  app = await startApp({ standIn: true, vars: { TEST_NOW: '2026-11-26T18:30:00-06:00' } });
  [ana, ben, erin] = await Promise.all([signedInClient(app, '10001'), signedInClient(app, '10002'), signedInClient(app, '10005')]);
  const places = (await app.db.prepare('SELECT id, slug FROM restaurants WHERE closed_at IS NULL AND is_draft = 0 ORDER BY id LIMIT 2').all<{ id: number; slug: string }>()).results;
  [mine, theirs] = [places[0]!, places[1]!];
  // Every fact of the owner's listing starts unknown, so a yes is a change.
  await app.db.prepare('DELETE FROM restaurant_facts WHERE restaurant_id = ?').bind(mine.id).run();
  await makeOwner(app.db, { restaurantId: mine.id, userId: await userIdOf(app.db, '10001') });
});
afterAll(() => app?.dispose());

const ownerPath = (place: { slug: string }) => `/business/${place.slug}`;
const form = async (client: TestClient, place = mine) => formFields(await (await client.get(ownerPath(place))).text());
const one = async <T,>(sql: string, ...binds: unknown[]) => (await app.db.prepare(sql).bind(...binds).first<T>())!;
const listingState = async (id: number) => ({
  row: await one('SELECT name, description, phone, website, reservation_url, price_per_person, version FROM restaurants WHERE id = ?', id),
  hours: (await app.db.prepare('SELECT weekday, opens_minute, closes_minute FROM opening_hours WHERE restaurant_id = ? ORDER BY weekday, opens_minute').bind(id).all()).results,
  facts: (await app.db.prepare('SELECT fact, value, checked_on FROM restaurant_facts WHERE restaurant_id = ? ORDER BY fact').bind(id).all()).results,
  sources: (await app.db.prepare('SELECT topic, source FROM listing_sources WHERE restaurant_id = ? ORDER BY topic').bind(id).all()).results,
});

describe('the owner\'s page', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    const res = await new TestClient(app).get(ownerPath(mine));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/auth/facebook?redirectTo=${encodeURIComponent(ownerPath(mine))}`);
  });

  it('saves Saturday\'s hours and a fact live: the restaurant page says "Updated by the owner" at once', async () => {
    const before = await form(ana);
    expect(before).toHaveProperty('hours6');
    // A diner has the page open already: the shared edge cache holds it.
    const earlier = visibleText(await (await new TestClient(app).get(`/restaurant/${mine.slug}`)).text());
    expect(earlier).not.toContain('Updated by the owner');
    const saved = await ana.post(ownerPath(mine), { ...before, intent: 'live', hours6: '10:00-23:00', 'fact-step-free': 'yes' });
    expect(saved.status).toBe(302);

    const page = visibleText(await (await new TestClient(app).get(`/restaurant/${mine.slug}`)).text());
    expect(page).toMatch(/Saturday\s+10 AM\s*–\s*11 PM/);
    expect(page).toContain('Step-free entrance');
    expect(page).toContain('Updated by the owner · Nov 26, 2026');
    expect((await listingState(mine.id)).sources).toEqual([
      { topic: 'fact:step-free', source: 'owner' },
      { topic: 'hours', source: 'owner' },
    ]);
    const change = await one<{ summary: string; by: string }>(
      "SELECT c.summary, u.name AS by FROM changes c JOIN users u ON u.id = c.user_id WHERE c.entity = 'restaurant' AND c.entity_id = ? ORDER BY c.id DESC",
      mine.id,
    );
    expect(change).toEqual({ summary: 'Owner changed Saturday hours, step-free entrance', by: 'Ana Morales' });
  });

  it('keeps everything typed, with a message beside the field, and saves nothing on bad input', async () => {
    const before = await listingState(mine.id);
    const res = await ana.post(ownerPath(mine), { ...(await form(ana)), intent: 'live', hours1: 'whenever', phone: 'call us', website: 'example' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain('Write the phone like (817) 555-0123');
    expect(visibleText(html)).toContain('Monday:');
    expect(formFields(html)).toMatchObject({ hours1: 'whenever', phone: 'call us', website: 'example' });
    expect(await listingState(mine.id)).toEqual(before);
  });

  it('refuses a diner who does not own it: 403 and nothing changed', async () => {
    const before = await listingState(mine.id);
    expect((await ben.get(ownerPath(mine))).status).toBe(403);
    const res = await ben.post(ownerPath(mine), { ...(await form(ana)), intent: 'live', hours6: '' });
    expect(res.status).toBe(403);
    expect(await listingState(mine.id)).toEqual(before);
  });

  it('refuses the owner on another listing, on the desk, and on the description or rating', async () => {
    const other = await listingState(theirs.id);
    expect((await ana.get(ownerPath(theirs))).status).toBe(403);
    const post = await ana.post(ownerPath(theirs), { ...(await form(ana)), intent: 'live', hours6: '' });
    expect(post.status).toBe(403);
    expect(await listingState(theirs.id)).toEqual(other);

    const own = await listingState(mine.id);
    const desk = await ana.post(`/admin/restaurants/${mine.id}`, { intent: 'save', name: 'Renamed', description: 'An owner wrote this description themselves.', version: '1' });
    expect(desk.status).toBe(403);
    // The owner's own form carries no description or rating: posting them changes nothing.
    const sneaky = await ana.post(ownerPath(mine), { ...(await form(ana)), intent: 'live', description: 'Best in town!', name: 'Renamed', priceLevel: '1', rating: '5' });
    expect(sneaky.status).toBe(302);
    const after = await listingState(mine.id);
    expect(after.row).toMatchObject({ name: (own.row as { name: string }).name, description: (own.row as { description: string }).description });
    expect(after.hours).toEqual(own.hours);
  });

  it('lets an editor revert an owner\'s change: the values and who said them go back', async () => {
    const before = await listingState(mine.id);
    await ana.post(ownerPath(mine), { ...(await form(ana)), intent: 'live', phone: '(817) 555-0199' });
    expect((await listingState(mine.id)).sources).toContainEqual({ topic: 'phone', source: 'owner' });
    const prior = await one<{ id: number }>(
      "SELECT id FROM changes WHERE entity = 'restaurant' AND entity_id = ? AND snapshot IS NOT NULL ORDER BY id DESC LIMIT 1 OFFSET 1",
      mine.id,
    );
    const restored = await erin.post(`/admin/restaurants/${mine.id}`, { intent: 'restore', changeId: String(prior.id) });
    expect(restored.status).toBe(302);
    const after = await listingState(mine.id);
    expect(after.row).toMatchObject({ phone: (before.row as { phone: string }).phone });
    expect(after.sources).toEqual(before.sources);
  });

  it('keeps the note and dishes for an editor, who accepts or declines with a reason the owner reads', async () => {
    const res = await ana.post(ownerPath(mine), { intent: 'propose', note: 'New patio opens in December.', dish1: 'Smoked brisket', dish1Price: '24' });
    expect(res.status).toBe(302);
    const page = visibleText(await (await ana.get(ownerPath(mine))).text());
    expect(page).toContain('Waiting for an editor');
    expect(visibleText(await (await new TestClient(app).get(`/restaurant/${mine.slug}`)).text())).not.toContain('New patio opens in December.');

    const desk = await (await erin.get(`/admin/restaurants/${mine.id}`)).text();
    expect(visibleText(desk)).toContain('New patio opens in December.');
    const open = (await app.db.prepare("SELECT id, kind FROM owner_proposals WHERE restaurant_id = ? AND status = 'open'").bind(mine.id).all<{ id: number; kind: string }>()).results;
    const noteId = String(open.find((p) => p.kind === 'note')!.id);
    const dishesId = String(open.find((p) => p.kind === 'dishes')!.id);
    // Each has its accept and decline buttons on the desk.
    for (const id of [noteId, dishesId]) expect(desk).toContain(`name="proposalId" value="${id}"`);
    expect((await erin.post(`/admin/restaurants/${mine.id}`, { intent: 'accept-proposal', proposalId: noteId! })).status).toBe(302);
    expect((await erin.post(`/admin/restaurants/${mine.id}`, { intent: 'decline-proposal', proposalId: dishesId!, reason: '' })).status).toBe(400);
    expect((await erin.post(`/admin/restaurants/${mine.id}`, { intent: 'decline-proposal', proposalId: dishesId!, reason: 'Send a photo of the menu first.' })).status).toBe(302);

    expect(visibleText(await (await new TestClient(app).get(`/restaurant/${mine.slug}`)).text())).toContain('New patio opens in December.');
    expect(visibleText(await (await ana.get(ownerPath(mine))).text())).toContain('Send a photo of the menu first.');
    // An owner cannot accept their own proposal.
    expect((await ana.post(`/admin/restaurants/${mine.id}`, { intent: 'accept-proposal', proposalId: dishesId! })).status).toBe(403);
  });

  it('says who stated each fact in the API and the structured data', async () => {
    const list = (await (await new TestClient(app).get('/api/restaurants')).json()) as Array<{ id: number; sources?: Record<string, unknown> }>;
    expect(list.find((r) => r.id === mine.id)?.sources).toMatchObject({ hours: { by: 'owner', on: '2026-11-26' }, 'fact:step-free': { by: 'owner', on: '2026-11-26' } });
    const html = await (await new TestClient(app).get(`/restaurant/${mine.slug}`)).text();
    expect(html).toContain('{"@type":"PropertyValue","propertyID":"hours","name":"Hours: updated by the owner","value":"2026-11-26"}');
  });
});
