import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, TestClient, visibleText } from '../support/client';
import { createRestaurant } from '../support/factories';

/*
 * One open report per reporter and reason on a listing: a diner (or a visitor's
 * connection) that files the same thing again adds to its count, which the desk shows,
 * instead of piling up a queue of copies.
 */
let app: TestApp;
let cuisineId: number;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
});
afterAll(() => app?.dispose());

async function listing(name: string) {
  const place = await createRestaurant(app.db, { cuisineId, name, description: 'A neighbourhood place with a short menu done well.' });
  return { ...place, report: `/restaurant/${place.slug}/report` };
}

type Row = { reason: string; note: string; status: string; count: number };
const openReports = async (id: number) =>
  (
    await app.db
      .prepare("SELECT reason, note, status, report_count AS count FROM listing_reports WHERE restaurant_id = ? AND status = 'open' ORDER BY id")
      .bind(id)
      .all<Row>()
  ).results;

/** The desk's entries for one listing's reports, each as an editor reads it. */
async function deskEntries(editor: TestClient, name: string) {
  const html = await (await editor.get('/admin/moderation')).text();
  const section = html.split('id="listing-reports"')[1] ?? '';
  return section
    .split('<li')
    .map(visibleText)
    .filter((entry) => entry.includes(name));
}

describe('repeated listing reports', () => {
  it("files a visitor's repeats of one reason as one report with a count, which the desk shows", async () => {
    const place = await listing('Repeat Visitor Taqueria');
    const visitor = new TestClient(app);
    for (let i = 0; i < 5; i++) expect((await visitor.post(place.report, { reason: 'hours', note: i === 0 ? 'Closed on Mondays now.' : `Again ${i}` })).status).toBe(302);
    // Another reason from the same connection, and the same reason from another, are reports of their own.
    expect((await visitor.post(place.report, { reason: 'moved', note: '' })).status).toBe(302);
    expect((await new TestClient(app).post(place.report, { reason: 'hours', note: 'Hours are off.' })).status).toBe(302);

    expect(await openReports(place.id)).toEqual([
      { reason: 'hours', note: 'Closed on Mondays now.', status: 'open', count: 5 },
      { reason: 'moved', note: '', status: 'open', count: 1 },
      { reason: 'hours', note: 'Hours are off.', status: 'open', count: 1 },
    ]);
    const entries = await deskEntries(await signedInClient(app, '10005'), 'Repeat Visitor Taqueria');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain('reported 5 times');
    expect(entries[1]).not.toMatch(/reported \d+ times/);
  });

  it('counts a visitor rotating through the addresses of one IPv6 /64 as one reporter', async () => {
    const place = await listing('Repeat Rotating Grill');
    for (let i = 1; i <= 4; i++) {
      const from = new TestClient(app);
      expect((await from.post(place.report, { reason: 'closed', note: '' }, { headers: { 'CF-Connecting-IP': `2001:db8:77:1::${i}` } })).status).toBe(302);
    }
    expect(await openReports(place.id)).toEqual([{ reason: 'closed', note: '', status: 'open', count: 4 }]);
    // The report knows the connection only as a keyed hash, never its address.
    const stored = await app.db.prepare('SELECT * FROM listing_reports WHERE restaurant_id = ?').bind(place.id).all();
    expect(JSON.stringify(stored.results)).not.toMatch(/2001:db8/i);
  });

  it("counts a signed-in diner's repeats, and opens a new report once the last was resolved", async () => {
    const place = await listing('Repeat Signed In Noodles');
    const ben = await signedInClient(app, '10002');
    for (let i = 0; i < 3; i++) expect((await ben.post(place.report, { reason: 'closed', note: '' })).status).toBe(302);
    expect(await openReports(place.id)).toEqual([{ reason: 'closed', note: '', status: 'open', count: 3 }]);

    await app.db.prepare("UPDATE listing_reports SET status = 'resolved' WHERE restaurant_id = ?").bind(place.id).run();
    expect((await ben.post(place.report, { reason: 'closed', note: 'Closed again.' })).status).toBe(302);
    expect(await openReports(place.id)).toEqual([{ reason: 'closed', note: 'Closed again.', status: 'open', count: 1 }]);
  });

  it('files reports sent all at once from one connection as one report', async () => {
    const place = await listing('Repeat Burst Diner');
    const visitor = new TestClient(app);
    const statuses = await Promise.all(Array.from({ length: 6 }, () => visitor.post(place.report, { reason: 'phone-or-website', note: '' }).then((r) => r.status)));
    expect(statuses).toEqual([302, 302, 302, 302, 302, 302]);
    expect(await openReports(place.id)).toEqual([{ reason: 'phone-or-website', note: '', status: 'open', count: 6 }]);
  });
});
