import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch, TestClient, visibleText } from '../support/client';
import { createRestaurant } from '../support/factories';

/*
 * Diners answer "Was this right? Yes / No" on a listing's access facts, signed in or not,
 * with a plain form. One person counts once per fact; the counts show on the next shared
 * page; a fact several diners dispute is flagged in the desk until it is stated again.
 */
let app: TestApp;
let cuisineId: number;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
});
afterAll(() => app?.dispose());

/** Long before any day the suite runs on: votes cast now count against it. */
const CHECKED = '2025-03-14';
/** Today in Fort Worth, as the Worker dates an editor's check. */
const fortWorthToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });

async function listing(name: string) {
  const place = await createRestaurant(app.db, { cuisineId, name, description: 'A neighbourhood place with a short menu done well.' });
  const facts: Array<[string, string]> = [
    ['step-free', 'yes'],
    ['accessible-restroom', 'no'],
    ['accessible-parking', 'no'],
    ['patio', 'yes'],
  ];
  for (const [fact, value] of facts) {
    await app.db.prepare('INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, ?, ?, ?)').bind(place.id, fact, value, CHECKED).run();
  }
  return { ...place, path: `/restaurant/${place.slug}` };
}

const vote = (from: TestClient, path: string, fact: string, answer: string, init: RequestInit = {}) => from.post(path, { intent: 'fact-vote', fact, answer }, init);

/** The "Good to know" section as a diner reads it. */
function goodToKnow(html: string) {
  const start = html.indexOf('id="good-to-know-heading"');
  expect(start).toBeGreaterThan(0);
  return visibleText(html.slice(html.lastIndexOf('<section', start), html.indexOf('</section>', start)));
}

/** What a diner with no cookies reads there, as the edge serves it to everyone. */
async function sharedGoodToKnow(path: string) {
  const res = await strangerFetch(app, path);
  expect(res.status).toBe(200);
  return { text: goodToKnow(await res.text()), cache: res.headers.get('X-Edge-Cache') };
}

const storedVotes = async (id: number) =>
  (await app.db.prepare('SELECT fact, answer, voter_key AS voterKey FROM fact_votes WHERE restaurant_id = ? ORDER BY fact, voter_key').bind(id).all<{ fact: string; answer: string; voterKey: string }>())
    .results;

describe("diners' yes or no on an access fact", () => {
  it('asks on each access fact the page shows, in a form that posts without scripts, and on no other fact', async () => {
    const place = await listing('Vote Form Cafe');
    const html = await (await strangerFetch(app, place.path)).text();
    const section = html.slice(html.indexOf('id="good-to-know-heading"'), html.indexOf('</section>', html.indexOf('id="good-to-know-heading"')));
    const forms = [...section.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)];
    // Step-free entrance, no accessible restroom, no accessible parking; not the patio.
    expect(forms.map((f) => /name="fact" value="([^"]+)"/.exec(f[1]!)?.[1])).toEqual(['step-free', 'accessible-restroom', 'accessible-parking']);
    for (const [form, inner] of forms.map((f) => [f[0], f[1]!])) {
      expect(form).toMatch(/method="post"/);
      expect(form).toContain(`action="${place.path}"`);
      expect(visibleText(inner!)).toContain('Was this right?');
      const answers = [...inner!.matchAll(/<input [^>]*>/g)].map((m) => m[0]).filter((input) => /type="submit"/.test(input) && /name="answer"/.test(input));
      expect(answers.map((input) => /value="(\w+)"/.exec(input)?.[1])).toEqual(['Yes', 'No']);
    }
    expect(goodToKnow(html)).not.toMatch(/confirmed|said no/);
  });

  it('thanks the voter, and the next diner, served from the edge cache, reads the count', async () => {
    const place = await listing('Vote Count Grill');
    // The shared page is in the edge cache before anyone votes.
    await sharedGoodToKnow(place.path);
    expect((await sharedGoodToKnow(place.path)).cache).toBe('HIT');

    const diner = new TestClient(app);
    const res = await vote(diner, place.path, 'step-free', 'Yes');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`${place.path}#good-to-know-heading`);
    const after = await diner.follow(res);
    const page = visibleText(await after.text());
    expect(page).toContain('Thanks, noted');
    expect(page).toContain('1 diner confirmed');
    // The voter's page carries their toast: it is theirs, never stored for others.
    expect(after.headers.get('Cache-Control')).toMatch(/private|no-store/);

    const next = await sharedGoodToKnow(place.path);
    expect(next.cache).toBe('MISS');
    expect(next.text).toContain('Step-free entrance 1 diner confirmed');
    expect(next.text).not.toContain('Thanks, noted');
  });

  it('counts one connection once a day, a change of mind as the new answer, and a signed-in diner once', async () => {
    const place = await listing('Vote Once Diner');
    const visitor = new TestClient(app);
    for (let i = 0; i < 3; i++) expect((await vote(visitor, place.path, 'accessible-restroom', 'yes')).status).toBe(302);
    expect((await sharedGoodToKnow(place.path)).text).toContain('No accessible restroom 1 diner confirmed');

    // The same visitor changes their mind: their yes becomes a no.
    expect((await vote(visitor, place.path, 'accessible-restroom', 'no')).status).toBe(302);
    let text = (await sharedGoodToKnow(place.path)).text;
    expect(text).toContain('No accessible restroom 1 diner said no');
    expect(text).not.toContain('confirmed');

    // Another connection, and a signed-in diner however often they answer, are one more each.
    expect((await vote(new TestClient(app), place.path, 'accessible-restroom', 'yes')).status).toBe(302);
    const ben = await signedInClient(app, '10002');
    for (let i = 0; i < 2; i++) expect((await vote(ben, place.path, 'accessible-restroom', 'yes')).status).toBe(302);
    text = (await sharedGoodToKnow(place.path)).text;
    expect(text).toContain('No accessible restroom 2 diners confirmed · 1 said no');

    // A signed-out voter is known only by a keyed hash, never by their address.
    const votes = await storedVotes(place.id);
    expect(votes).toHaveLength(3);
    expect(JSON.stringify(votes)).not.toContain(visitor.ip);
    expect(votes.filter((v) => v.voterKey.startsWith('user:'))).toHaveLength(1);
  });

  it('refuses what is not a vote on a fact the page shows, with a message and nothing counted', async () => {
    const place = await listing('Vote Refusal Tavern');
    const diner = new TestClient(app);
    for (const [fact, answer] of [
      ['patio', 'yes'], // not an access fact
      ['nonsense', 'yes'],
      ['step-free', 'maybe'],
      ['step-free', ''],
    ] as const) {
      const res = await vote(diner, place.path, fact, answer);
      expect(res.status, `${fact} ${answer}`).toBe(400);
      expect(visibleText(await res.text())).toMatch(/Your answer was not counted (That fact is not on this listing|Choose Yes or No)\./);
    }
    // A fact nobody checked here is not shown, so it takes no vote.
    const unchecked = await listing('Vote Unchecked Bistro');
    await app.db.prepare("DELETE FROM restaurant_facts WHERE restaurant_id = ? AND fact = 'step-free'").bind(unchecked.id).run();
    expect((await vote(diner, unchecked.path, 'step-free', 'no')).status).toBe(400);
    expect((await vote(diner, '/restaurant/no-such-place-here', 'step-free', 'no')).status).toBe(404);
    // From another site's page: refused before anything runs.
    expect((await vote(diner, place.path, 'step-free', 'no', { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect(await storedVotes(place.id)).toEqual([]);
    expect(await storedVotes(unchecked.id)).toEqual([]);
  });

  it('holds a connection to the rate limit', async () => {
    const place = await listing('Vote Limit Kitchen');
    const eager = new TestClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await vote(eager, place.path, 'step-free', i % 2 ? 'yes' : 'no')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(302));
    const refused = await vote(eager, place.path, 'step-free', 'yes');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
  });
});

describe('a fact diners dispute, in the desk', () => {
  async function deskText(editor: TestClient, path: string) {
    const res = await editor.get(path);
    expect(res.status).toBe(200);
    return visibleText(await res.text());
  }

  it('is flagged with its counts once three diners say no and more say no than yes, until it is stated again', async () => {
    const place = await listing('Vote Disputed Smokehouse');
    const erin = await signedInClient(app, '10005');
    const flag = 'Vote Disputed Smokehouse: Step-free entrance';

    // Two noes are not enough, nor three against as many yeses.
    for (let i = 0; i < 2; i++) await vote(new TestClient(app), place.path, 'step-free', 'no');
    for (let i = 0; i < 3; i++) await vote(new TestClient(app), place.path, 'step-free', 'yes');
    expect(await deskText(erin, '/admin')).not.toContain(flag);
    await vote(new TestClient(app), place.path, 'step-free', 'no');
    expect(await deskText(erin, '/admin')).not.toContain(flag);

    await vote(new TestClient(app), place.path, 'step-free', 'no');
    expect(await deskText(erin, '/admin')).toContain(`${flag} 4 said no, 3 confirmed since it was last checked`);
    const editor = await deskText(erin, `/admin/restaurants/${place.id}`);
    expect(editor).toContain('Diners dispute a fact here');
    expect(editor).toContain('Step-free entrance: 4 said no, 3 confirmed since it was last checked');

    // The editor checks it again today: the old votes stop counting, on the desk and the page.
    await app.db.prepare("UPDATE restaurant_facts SET checked_on = ? WHERE restaurant_id = ? AND fact = 'step-free'").bind(fortWorthToday(), place.id).run();
    expect(await deskText(erin, '/admin')).not.toContain(flag);
    expect(await deskText(erin, `/admin/restaurants/${place.id}`)).not.toContain('Diners dispute');
    expect(goodToKnow(await (await erin.get(place.path)).text())).not.toMatch(/confirmed|said no/);
  });

  it("starts afresh when the owner states the fact, or an editor confirms the listing's details", async () => {
    const erin = await signedInClient(app, '10005');
    const owned = await listing('Vote Owner Stated Cafe');
    for (let i = 0; i < 3; i++) await vote(new TestClient(app), owned.path, 'accessible-parking', 'no');
    expect(await deskText(erin, '/admin')).toContain('Vote Owner Stated Cafe: Accessible parking 3 said no, 0 confirmed');
    await app.db
      .prepare("INSERT INTO listing_sources (restaurant_id, topic, source, updated_on) VALUES (?, 'fact:accessible-parking', 'owner', ?)")
      .bind(owned.id, fortWorthToday())
      .run();
    expect(await deskText(erin, '/admin')).not.toContain('Vote Owner Stated Cafe');

    const confirmed = await listing('Vote Confirmed Bar');
    for (let i = 0; i < 3; i++) await vote(new TestClient(app), confirmed.path, 'accessible-restroom', 'no');
    expect(await deskText(erin, '/admin')).toContain('Vote Confirmed Bar: Accessible restroom 3 said no');
    expect((await erin.post(`/admin/restaurants/${confirmed.id}`, { intent: 'confirm' })).status).toBe(302);
    expect(await deskText(erin, '/admin')).not.toContain('Vote Confirmed Bar');
  });
});
