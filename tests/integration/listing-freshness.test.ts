import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedStatements, loadContent } from '../../scripts/seed-statements';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';
import { createRestaurant } from '../support/factories';
import { createDb } from '~/db/client.server';
import { markDetailsChecked } from '~/models/desk-restaurants.server';

/** How fresh a listing's facts are: the date on its page, what sets it, diners' reports of changes, and the desk's queue. */
let app: TestApp;
let cuisineId: number;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/');
  return client;
}

/** "November 2026" for now, in Fort Worth. */
const thisMonth = () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'America/Chicago' }).format(new Date());

const pageText = async (client: TestClient, path: string) => visibleText(await (await client.get(path)).text());

/** A listing last checked at `checkedAt` (null: never), with its page at `path`. */
async function listing(name: string, checkedAt: string | null) {
  const place = await createRestaurant(app.db, { cuisineId, name, description: 'A neighbourhood place with a short menu done well.' });
  await app.db.prepare('UPDATE restaurants SET details_checked_at = ? WHERE id = ?').bind(checkedAt, place.id).run();
  return { ...place, path: `/restaurant/${place.slug}` };
}

async function formValues(client: TestClient, id: number) {
  const html = await (await client.get(`/admin/restaurants/${id}`)).text();
  const form = html.split('id="restaurant-form"')[1]!.split('</form>')[0]!;
  const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const values: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name) continue;
    if (/type="checkbox"/.test(tag)) {
      if (/checked/.test(tag)) values[name] = 'on';
      continue;
    }
    values[name] = decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const m of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) values[m[1]!] = decode(m[2]!);
  for (const m of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) values[m[1]!] = /<option[^>]*value="([^"]*)"[^>]*selected/.exec(m[2]!)?.[1] ?? '';
  return values;
}

describe('when a listing was checked', () => {
  it('says "Details checked" on the page, and a desk save moves it to this month, also for the copy the edge kept', async () => {
    const place = await listing('Freshness Save Grill', '2025-03-10T15:00:00.000Z');
    const erin = await signedIn('10005');
    expect(await pageText(new TestClient(app), place.path)).toContain('Details checked March 2025');
    expect((await new TestClient(app).get(place.path)).headers.get('X-Edge-Cache')).toBe('HIT');

    const saved = await erin.post(`/admin/restaurants/${place.id}`, { ...(await formValues(erin, place.id)), phone: '(817) 555-0199', intent: 'save' });
    expect(saved.status).toBe(302);
    const page = await pageText(new TestClient(app), place.path);
    expect(page).toContain(`Details checked ${thisMonth()}`);
    expect(page).not.toContain('March 2025');
    expect(await pageText(erin, `/admin/restaurants/${place.id}`)).toContain('Erin Editor updated · Changed phone');
  });

  it('"Confirm details" dates the listing without changing it, in its history', async () => {
    const place = await listing('Freshness Confirm Cafe', '2025-06-01T15:00:00.000Z');
    const erin = await signedIn('10005');
    const other = await signedIn('10005');
    expect(await pageText(new TestClient(app), place.path)).toContain('Details checked June 2025');
    const before = await app.db.prepare('SELECT * FROM restaurants WHERE id = ?').bind(place.id).first<Record<string, unknown>>();
    // Another editor has the form open meanwhile.
    const theirs = await formValues(other, place.id);

    const editor = await pageText(erin, `/admin/restaurants/${place.id}`);
    expect(editor).toContain('Details checked Jun 1, 2025');
    const confirmed = await erin.post(`/admin/restaurants/${place.id}`, { intent: 'confirm' });
    expect(confirmed.status).toBe(302);
    expect(await pageText(new TestClient(app), place.path)).toContain(`Details checked ${thisMonth()}`);
    const after = await app.db.prepare('SELECT * FROM restaurants WHERE id = ?').bind(place.id).first<Record<string, unknown>>();
    expect({ ...after, details_checked_at: null }).toEqual({ ...before, details_checked_at: null });
    expect(await pageText(erin, `/admin/restaurants/${place.id}`)).toContain('Erin Editor confirmed details');
    const history = await app.db.prepare("SELECT action FROM changes WHERE entity = 'restaurant' AND entity_id = ?").bind(place.id).all<{ action: string }>();
    expect(history.results.map((row) => row.action)).toEqual(['confirmed details']);

    // The version stays, so the form the other editor opened before still saves.
    expect((await other.post(`/admin/restaurants/${place.id}`, { ...theirs, neighborhood: 'Near Southside', intent: 'save' })).status).toBe(302);
  });

  it('markDetailsChecked (for imports) dates listings and never moves a date backwards', async () => {
    const older = await listing('Freshness Import One', '2024-05-01T12:00:00.000Z');
    const newer = await listing('Freshness Import Two', '2026-09-01T12:00:00.000Z');
    const never = await listing('Freshness Import Three', null);
    const moved = await markDetailsChecked(createDb(app.db), [older.id, newer.id, never.id], '2026-08-15T12:00:00.000Z');
    expect(moved).toBe(2);
    const anonymous = new TestClient(app);
    expect(await pageText(anonymous, older.path)).toContain('Details checked August 2026');
    expect(await pageText(anonymous, newer.path)).toContain('Details checked September 2026');
    expect(await pageText(anonymous, never.path)).toContain('Details checked August 2026');
  });

  it('keeps confirming to editors', async () => {
    const place = await listing('Freshness Guarded Diner', null);
    const ben = await signedIn('10002');
    expect((await ben.post(`/admin/restaurants/${place.id}`, { intent: 'confirm' })).status).toBe(403);
    expect((await app.db.prepare('SELECT details_checked_at AS at FROM restaurants WHERE id = ?').bind(place.id).first<{ at: string | null }>())!.at).toBeNull();
    expect(await pageText(new TestClient(app), place.path)).not.toContain('Details checked');
  });

  it('the seed dates its sample listings and leaves a desk-saved or confirmed date alone', async () => {
    const sample = (await app.db
      .prepare('SELECT id, slug, details_checked_at AS at FROM restaurants WHERE version = 0 AND details_checked_at IS NOT NULL ORDER BY id LIMIT 2')
      .all<{ id: number; slug: string; at: string }>()).results;
    expect(sample).toHaveLength(2);
    expect(await pageText(new TestClient(app), `/restaurant/${sample[0]!.slug}`)).toMatch(/Details checked \w+ \d{4}/);
    const erin = await signedIn('10005');
    expect((await erin.post(`/admin/restaurants/${sample[0]!.id}`, { ...(await formValues(erin, sample[0]!.id)), intent: 'save' })).status).toBe(302);
    expect((await erin.post(`/admin/restaurants/${sample[1]!.id}`, { intent: 'confirm' })).status).toBe(302);
    const dates = async () =>
      (await app.db.prepare('SELECT details_checked_at AS at FROM restaurants WHERE id IN (?, ?) ORDER BY id').bind(sample[0]!.id, sample[1]!.id).all<{ at: string }>()).results.map((r) => r.at);
    const checked = await dates();
    expect(checked.every((at) => at > sample[0]!.at)).toBe(true);

    const statements = buildSeedStatements(await loadContent(), { demo: true });
    for (let i = 0; i < statements.length; i += 200) await app.db.batch(statements.slice(i, i + 200).map((s) => app.db.prepare(s)));
    expect(await dates()).toEqual(checked);
  });
});

describe("diners' reports that a listing is out of date", () => {
  const reportsOf = async (id: number) =>
    (await app.db.prepare('SELECT reason, note, reporter_id AS reporterId, status FROM listing_reports WHERE restaurant_id = ? ORDER BY id').bind(id).all()).results;

  it('takes a report from a diner who is not signed in, with a plain form post', async () => {
    const place = await listing('Report Anonymous Tacos', null);
    const visitor = new TestClient(app);
    const html = await (await visitor.get(place.path)).text();
    expect(html).toContain(`action="/restaurant/${place.slug}/report"`);
    for (const label of ['Closed for good', 'Hours are wrong', 'Phone or website is wrong', 'Moved']) expect(visibleText(html)).toContain(label);

    const sent = await visitor.post(`/restaurant/${place.slug}/report`, { reason: 'hours', note: 'They close at 9 on weeknights now.', reference: '' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe(place.path);
    expect(visibleText(await (await visitor.follow(sent)).text())).toContain('Thanks for telling us');
    expect(await reportsOf(place.id)).toEqual([{ reason: 'hours', note: 'They close at 9 on weeknights now.', reporterId: null, status: 'open' }]);
  });

  it('takes a report from a signed-in diner, once while it is open', async () => {
    const place = await listing('Report Signed In Noodles', null);
    const ben = await signedIn('10002');
    const benId = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10002'").first<{ id: number }>())!.id;
    expect((await ben.post(`/restaurant/${place.slug}/report`, { reason: 'closed', note: '' })).status).toBe(302);
    expect((await ben.post(`/restaurant/${place.slug}/report`, { reason: 'closed', note: 'Still closed.' })).status).toBe(302);
    expect(await reportsOf(place.id)).toEqual([{ reason: 'closed', note: '', reporterId: benId, status: 'open' }]);
  });

  it('answers a report without a reason it knows with a 400, the message and the note kept', async () => {
    const place = await listing('Report Bad Reason Bistro', null);
    const visitor = new TestClient(app);
    for (const reason of ['i-disagree', '']) {
      const res = await visitor.post(`/restaurant/${place.slug}/report`, { reason, note: 'The patio is gone & so is the bar.' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(visibleText(html)).toContain('Choose what has changed.');
      expect(html).toContain('The patio is gone &amp; so is the bar.');
    }
    const long = await visitor.post(`/restaurant/${place.slug}/report`, { reason: 'moved', note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    const html = await long.text();
    expect(visibleText(html)).toContain('Please keep it under 500 characters.');
    // The reason chosen stays chosen.
    expect(/<input[^>]*value="moved"[^>]*>/.exec(html)?.[0]).toContain('checked');
    expect(await reportsOf(place.id)).toEqual([]);
  });

  it('takes "A detail is wrong" with the detail it names, asks for the detail when it is missing, and the desk shows it', async () => {
    const place = await listing('Report Detail Smokehouse', null);
    const ben = await signedIn('10002');
    const missing = await ben.post(`/restaurant/${place.slug}/report`, { reason: 'detail', detail: '', note: 'No patio any more.' });
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(visibleText(html)).toContain('Choose which detail is wrong.');
    expect(html).toContain('No patio any more.');
    expect(/<input[^>]*value="detail"[^>]*>/.exec(html)?.[0]).toContain('checked');
    expect((await ben.post(`/restaurant/${place.slug}/report`, { reason: 'detail', detail: 'no-such-detail', note: '' })).status).toBe(400);

    // Two details from one diner are two reports.
    expect((await ben.post(`/restaurant/${place.slug}/report`, { reason: 'detail', detail: 'patio', note: 'No patio any more.' })).status).toBe(302);
    expect((await ben.post(`/restaurant/${place.slug}/report`, { reason: 'detail', detail: 'happy-hour', note: '' })).status).toBe(302);
    expect((await reportsOf(place.id)).map((r) => (r as { reason: string }).reason)).toEqual(['detail:patio', 'detail:happy-hour']);
    const queue = await pageText(await signedIn('10005'), '/admin/moderation');
    expect(queue).toContain('A detail is wrong: Patio: Report Detail Smokehouse');
    expect(queue).toContain('A detail is wrong: Happy hour: Report Detail Smokehouse');
    await app.db.prepare('DELETE FROM listing_reports WHERE restaurant_id = ?').bind(place.id).run();
  });

  it('refuses what a bot fills in, too many reports, another site and a listing that does not exist', async () => {
    const place = await listing('Report Refusals Deli', null);
    const bot = await new TestClient(app).post(`/restaurant/${place.slug}/report`, { reason: 'moved', note: 'Visit cheap.example', reference: 'https://cheap.example' });
    expect(bot.status).toBe(400);
    expect(visibleText(await bot.text())).toContain('Your report could not be sent.');

    const crossSite = await new TestClient(app).post(`/restaurant/${place.slug}/report`, { reason: 'moved' }, { headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await new TestClient(app).post('/restaurant/no-such-place/report', { reason: 'moved' })).status).toBe(404);
    expect(await reportsOf(place.id)).toEqual([]);

    const flooder = new TestClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await flooder.post(`/restaurant/${place.slug}/report`, { reason: 'hours', note: `Try ${i}` })).status);
    expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await flooder.post(`/restaurant/${place.slug}/report`, { reason: 'hours', note: 'One more, kept' });
    expect(limited.headers.get('Retry-After')).toBe('60');
    const html = await limited.text();
    expect(visibleText(html)).toContain('Too many requests. Please wait a minute and try again.');
    expect(html).toContain('One more, kept');
    // The ten that passed were one connection's repeats of one reason: one report, counted.
    const filed = await app.db.prepare('SELECT note, report_count AS count FROM listing_reports WHERE restaurant_id = ?').bind(place.id).all();
    expect(filed.results).toEqual([{ note: 'Try 0', count: 10 }]);
  });
});

describe('listing reports in the desk', () => {
  it('waits beside moderation until an editor resolves or dismisses it, each in the listing history', async () => {
    await app.db.exec('DELETE FROM listing_reports');
    const hours = await listing('Queue Hours Grill', null);
    const moved = await listing('Queue Moved Cafe', null);
    const visitor = new TestClient(app);
    expect((await visitor.post(`/restaurant/${hours.slug}/report`, { reason: 'hours', note: 'Closed Mondays now.' })).status).toBe(302);
    expect((await visitor.post(`/restaurant/${moved.slug}/report`, { reason: 'moved', note: '' })).status).toBe(302);
    const reportId = async (id: number) => (await app.db.prepare('SELECT id FROM listing_reports WHERE restaurant_id = ?').bind(id).first<{ id: number }>())!.id;

    const erin = await signedIn('10005');
    expect(await pageText(erin, '/admin')).toMatch(/Listing reports\s*2/);
    const queue = (await pageText(erin, '/admin/moderation')).split(/Listing reports \(\s*2\s*\)/)[1]!;
    expect(queue).toContain('Hours are wrong: Queue Hours Grill');
    expect(queue).toContain('Closed Mondays now.');
    expect(queue).toContain('Moved: Queue Moved Cafe');
    expect(queue).toContain('by a visitor');

    expect((await erin.post('/admin/moderation', { intent: 'resolve-listing-report', reportId: String(await reportId(hours.id)) })).status).toBe(302);
    expect((await erin.post('/admin/moderation', { intent: 'dismiss-listing-report', reportId: String(await reportId(moved.id)) })).status).toBe(302);
    const after = await pageText(erin, '/admin/moderation');
    expect(after).toContain('No listing reports.');
    expect(await pageText(erin, `/admin/restaurants/${hours.id}`)).toContain('Erin Editor resolved a report · Hours are wrong: “Closed Mondays now.”');
    expect(await pageText(erin, `/admin/restaurants/${moved.id}`)).toContain('Erin Editor dismissed a report · Moved');
    const statuses = (await app.db.prepare('SELECT status FROM listing_reports ORDER BY id').all<{ status: string }>()).results.map((r) => r.status);
    expect(statuses).toEqual(['resolved', 'dismissed']);

    // A second decision on a closed report changes nothing and adds no history.
    const again = await erin.post('/admin/moderation', { intent: 'dismiss-listing-report', reportId: String(await reportId(hours.id)) });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain('That report is already closed.');
    const history = await app.db.prepare("SELECT count(*) AS n FROM changes WHERE entity = 'restaurant' AND entity_id = ?").bind(hours.id).first<{ n: number }>();
    expect(history!.n).toBe(1);

    const ben = await signedIn('10002');
    expect((await ben.post('/admin/moderation', { intent: 'resolve-listing-report', reportId: '1' })).status).toBe(403);
  });

  it('lists restaurants with open reports first, then those not checked for 180 days, with the count and the date', async () => {
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    // Named so that by name alone they would come in the opposite order.
    const fresh = await listing('Order A Fresh', ago(10));
    const staleOld = await listing('Order B Stale Long Ago', ago(400));
    const staleRecent = await listing('Order C Stale', ago(200));
    const closedStale = await listing('Order D Closed Stale', ago(500));
    await app.db.prepare('UPDATE restaurants SET closed_at = ? WHERE id = ?').bind(ago(30), closedStale.id).run();
    const never = await listing('Order E Never Checked', null);
    const oneReport = await listing('Order F One Report', ago(5));
    const twoReports = await listing('Order G Two Reports', ago(300));
    await new TestClient(app).post(`/restaurant/${oneReport.slug}/report`, { reason: 'hours' });
    await new TestClient(app).post(`/restaurant/${twoReports.slug}/report`, { reason: 'closed' });
    await new TestClient(app).post(`/restaurant/${twoReports.slug}/report`, { reason: 'moved' });

    const erin = await signedIn('10005');
    const html = await (await erin.get('/admin/restaurants?q=Order')).text();
    const text = visibleText(html);
    const order = [...html.matchAll(/>(Order [^<]+)<\/a>/g)].map((m) => m[1]);
    expect(order).toEqual([
      twoReports.name,
      oneReport.name,
      never.name,
      staleOld.name,
      staleRecent.name,
      fresh.name,
      closedStale.name,
    ]);
    const row = (name: string) => text.split(name)[1]!.split('Order ')[0]!;
    expect(row(twoReports.name)).toContain('2 open reports');
    expect(row(oneReport.name)).toContain('1 open report');
    expect(row(never.name)).toContain('Details never checked');
    expect(row(never.name)).toContain('Not checked in 180 days');
    expect(row(fresh.name)).not.toContain('Not checked');
    expect(row(staleOld.name)).toContain(`Details checked ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date(ago(400)))}`);
  });
});
