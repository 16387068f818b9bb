import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, TestClient, visibleText } from '../support/client';
import { createRestaurant } from '../support/factories';
import { formFields } from '../support/forms';
import { SentMail } from '../support/sent-mail';
import { lynxDump } from '../support/text-browser';

/**
 * Claiming a listing (issue 42 item 2, decision 050): a claim is proved only by its code
 * coming back through a channel the listing already has (its phone, heard by an editor,
 * or a mailbox on its website's domain); approving makes an owner of that listing only,
 * and an editor can revoke at any time.
 */

let app: TestApp;
let editor: TestClient;
const mail = new SentMail();
let cuisineId: number;
beforeAll(async () => {
  app = await startApp({ standIn: true, claimMail: mail });
  editor = await signedInClient(app, '10005');
  cuisineId = (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'mexican'").first<number>('id'))!;
});
afterAll(() => app?.dispose());

const PERSON = { claimantName: 'Ana Morales', claimantRole: 'Owner', contactPhone: '(682) 555-0101', contactEmail: 'ana@personal.example' };

/** Each test's claimant is its own person where it posts claims: the form's rate limit counts per account. */

/** A listing of its own per test, so no test sees another's claim. */
let places = 0;
async function listing(fields: { phone?: string | null; website?: string | null } = {}) {
  const n = ++places;
  return createRestaurant(app.db, { cuisineId, name: `Claimable Cantina ${n}`, phone: '(817) 555-0142', website: `https://www.cantina-${n}.example/menu`, ...fields });
}

/** A claim's line on /business: the listing (a link), then its state. */
const claimLine = (name: string, state: string) => new RegExp(`${name} ?: ${state.replace(/[()]/g, '\\$&')}`);
const claimPath = (slug: string) => `/restaurant/${slug}/claim`;
const claimsOn = (restaurantId: number) =>
  app.db.prepare('SELECT * FROM listing_claims WHERE restaurant_id = ? ORDER BY id').bind(restaurantId).all<Record<string, unknown>>().then((r) => r.results);
const ownersOf = (restaurantId: number) =>
  app.db.prepare('SELECT user_id FROM listing_owners WHERE restaurant_id = ?').bind(restaurantId).all<{ user_id: number }>().then((r) => r.results);

async function claimWithPhone(client: TestClient, slug: string) {
  const res = await client.post(claimPath(slug), { ...PERSON, channel: 'phone' });
  expect(res.status).toBe(200);
  // The one answer that holds the code is kept by no cache.
  expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  const text = visibleText(await res.text());
  const code = /Your code \(write it down: it is shown only this once\): (\d{6})/.exec(text)?.[1];
  expect(code, text).toBeDefined();
  return { code: code!, text };
}

/** The desk's approve form for a claim, as an editor fills it in. */
const approve = (claimId: unknown, code?: string) => editor.post('/admin/claims', { intent: 'approve', claimId: String(claimId), ...(code === undefined ? {} : { code }) });

describe('claiming by the listing’s phone', () => {
  it('takes a claim, shows its code once, and an editor approves only with that code; then revokes', async () => {
    const place = await listing();
    // The restaurant page links to the claim, and says nothing of an owner yet.
    const before = visibleText(await (await app.fetch(`/restaurant/${place.slug}`)).text());
    expect(before).toContain('Own this place?');
    expect(before).not.toContain('Managed by its owner');

    // Signed out: what claiming does, and sign-in that comes back here.
    const signedOut = await app.fetch(claimPath(place.slug));
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('Cache-Control')).toBe('private, no-store');
    const outHtml = await signedOut.text();
    expect(visibleText(outHtml)).toContain('Continue with Facebook');
    expect(outHtml).toMatch(new RegExp(`name="redirectTo" value="${claimPath(place.slug)}"`));

    const ana = await signedInClient(app, '10001');
    const form = await ana.get(claimPath(place.slug));
    expect(form.headers.get('Cache-Control')).toBe('private, no-store');
    const formText = visibleText(await form.text());
    for (const label of ['Your name', 'Your role at the place', 'A phone to reach you', 'An e-mail to reach you', 'An editor calls (817) 555-0142']) expect(formText).toContain(label);

    const { code, text } = await claimWithPhone(ana, place.slug);
    expect(text).toContain('An editor will call (817) 555-0142 and ask for this code');
    const [claim] = await claimsOn(place.id);
    expect(claim).toMatchObject({ status: 'open', claimant_name: 'Ana Morales', contact_email: 'ana@personal.example', code_mailed_to: null });
    // Only a keyed digest of the code is stored, nowhere the code itself.
    expect(claim!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(claim)).not.toContain(code);

    // Shown once: the page now shows the claim's state, neither the code nor a second form.
    const again = visibleText(await (await ana.get(claimPath(place.slug))).text());
    expect(again).toContain('Your claim is waiting for the editors');
    expect(again).not.toContain(code);
    expect(again).not.toContain('Your role at the place');

    // The desk shows the evidence: the listing's own phone, the claimant's words, their account.
    const desk = visibleText(await (await editor.get('/admin/claims')).text());
    expect(desk).toContain(place.name);
    expect(desk).toContain('(817) 555-0142');
    expect(desk).toContain('Ana Morales, Owner');
    expect(desk).toContain('(682) 555-0101 · ana@personal.example');
    expect(desk).toMatch(/Ana Morales, member since \w+ \d+, \d{4}/);

    // A wrong code: 400, the claim stays open, nobody owns the listing.
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await approve(claim!.id, wrongCode);
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain('That is not this claim’s code: the claim stays open');
    expect((await claimsOn(place.id))[0]).toMatchObject({ status: 'open' });
    expect(await ownersOf(place.id)).toEqual([]);

    // The code heard on the phone (as people read it out, with a space): Ana owns this listing only.
    const right = await approve(claim!.id, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.status).toBe(302);
    const anaId = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10001'").first<number>('id'))!;
    expect(await ownersOf(place.id)).toEqual([{ user_id: anaId }]);
    expect((await app.db.prepare('SELECT COUNT(*) AS n FROM listing_owners WHERE user_id = ?').bind(anaId).first<number>('n'))).toBe(1);
    expect((await claimsOn(place.id))[0]).toMatchObject({ status: 'approved', verified_via: 'phone' });
    const change = await app.db.prepare("SELECT action, summary FROM changes WHERE entity = 'restaurant' AND entity_id = ? ORDER BY id DESC").bind(place.id).first<Record<string, string>>();
    expect(change).toMatchObject({ action: 'owner approved' });

    const business = await ana.get('/business');
    expect(business.headers.get('Cache-Control')).toBe('private, no-store');
    const businessHtml = await business.text();
    expect(businessHtml).toContain(`href="/business/${place.slug}"`);
    expect(visibleText(businessHtml)).toMatch(claimLine(place.name, 'approved'));
    expect(visibleText(await (await app.fetch(`/restaurant/${place.slug}`)).text())).toContain('Managed by its owner');

    // Revoked: the owner row goes, the business page says so with the reason.
    const revoke = await editor.post('/admin/claims', { intent: 'revoke', restaurantId: String(place.id), userId: String(anaId), reason: 'Sold the place' });
    expect(revoke.status).toBe(302);
    expect(await ownersOf(place.id)).toEqual([]);
    const after = await (await ana.get('/business')).text();
    expect(after).not.toContain(`href="/business/${place.slug}"`);
    expect(visibleText(after)).toMatch(claimLine(place.name, 'revoked (Sold the place)'));
    expect(visibleText(await (await app.fetch(`/restaurant/${place.slug}`)).text())).not.toContain('Managed by its owner');
  });

  it('refuses a diner at the desk: 403 and the claim stays open', async () => {
    const place = await listing();
    const ana = await signedInClient(app, '10001');
    const { code } = await claimWithPhone(ana, place.slug);
    const [claim] = await claimsOn(place.id);
    const ben = await signedInClient(app, '10002');
    expect((await ben.get('/admin/claims')).status).toBe(403);
    const res = await ben.post('/admin/claims', { intent: 'approve', claimId: String(claim!.id), code });
    expect(res.status).toBe(403);
    // Nor can the claimant approve their own claim.
    expect((await ana.post('/admin/claims', { intent: 'approve', claimId: String(claim!.id), code })).status).toBe(403);
    expect((await claimsOn(place.id))[0]).toMatchObject({ status: 'open' });
    expect(await ownersOf(place.id)).toEqual([]);
  });

  it('declines with a reason the claimant reads', async () => {
    const place = await listing();
    const ana = await signedInClient(app, '10004');
    await claimWithPhone(ana, place.slug);
    const [claim] = await claimsOn(place.id);
    expect((await editor.post('/admin/claims', { intent: 'decline', claimId: String(claim!.id), reason: '' })).status).toBe(400);
    expect((await editor.post('/admin/claims', { intent: 'decline', claimId: String(claim!.id), reason: 'Nobody at the restaurant knew the code' })).status).toBe(302);
    expect(visibleText(await (await ana.get('/business')).text())).toMatch(claimLine(place.name, 'declined (Nobody at the restaurant knew the code)'));
    expect(await ownersOf(place.id)).toEqual([]);
  });

  it('says what is wrong, field by field, keeping everything typed (400, nothing stored)', async () => {
    const place = await listing();
    const ana = await signedInClient(app, '10004');
    const sent = { claimantName: 'Ana Morales', claimantRole: '', contactPhone: '12', contactEmail: 'not an address', channel: 'phone' };
    const res = await ana.post(claimPath(place.slug), sent);
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain('Say what you do at the place');
    expect(text).toContain('Give a 10-digit phone number');
    expect(text).toContain('Give an e-mail address');
    const kept = formFields(html);
    for (const field of ['claimantName', 'contactPhone', 'contactEmail'] as const) expect(kept[field], field).toBe(sent[field]);
    expect(await claimsOn(place.id)).toEqual([]);
  });

  it('refuses a claim posted from another site (403, nothing stored)', async () => {
    const place = await listing();
    const ana = await signedInClient(app, '10006');
    const res = await ana.post(claimPath(place.slug), { ...PERSON, channel: 'phone' }, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    const desk = await editor.post('/admin/claims', { intent: 'decline', claimId: '1', reason: 'x' }, { headers: { Origin: 'https://evil.example' } });
    expect(desk.status).toBe(403);
    expect(await claimsOn(place.id)).toEqual([]);
  });

  it('says a listing with neither phone nor website domain cannot be claimed online', async () => {
    const place = await listing({ phone: null, website: null });
    const ana = await signedInClient(app, '10006');
    const html = await (await ana.get(claimPath(place.slug))).text();
    expect(visibleText(html)).toContain('This listing cannot be claimed online');
    expect(html).toContain('href="/contact"');
    const res = await ana.post(claimPath(place.slug), { ...PERSON, channel: 'phone' });
    expect(res.status).toBe(400);
    expect(await claimsOn(place.id)).toEqual([]);
  });
});

describe('claiming by e-mail to the listing’s website domain', () => {
  it('mails the code only to the listing’s domain, never shows it, and the confirmed claim approves without a call', async () => {
    const place = await listing({ phone: null, website: 'https://www.rosas-cantina.example/' });
    const ana = await signedInClient(app, '10001');
    const formText = visibleText(await (await ana.get(claimPath(place.slug))).text());
    expect(formText).toContain('the part before @rosas-cantina.example');
    // With a phone too, the phone is chosen until the person picks the e-mail, in lynx as elsewhere.
    const both = await listing({ website: 'https://www.two-ways.example/' });
    const dump = lynxDump(await (await ana.get(claimPath(both.slug))).text());
    expect(dump).toMatch(/\(\*\) An editor calls \(817\) 555-0142/);
    expect(dump).toMatch(/\( \) Mail the code to an address @two-ways\.example/);

    // Another domain typed in the mailbox: refused, nothing sent, nothing stored.
    const sentBefore = mail.count;
    const elsewhere = await ana.post(claimPath(place.slug), { ...PERSON, channel: 'email', mailbox: 'ana@gmail.com' });
    expect(elsewhere.status).toBe(400);
    expect(visibleText(await elsewhere.text())).toContain('The code goes only to an address @rosas-cantina.example');
    expect(await claimsOn(place.id)).toEqual([]);

    const res = await ana.post(claimPath(place.slug), { ...PERSON, channel: 'email', mailbox: 'Owner' });
    expect(res.status).toBe(302);
    const message = await mail.next();
    expect(mail.count).toBe(sentBefore + 1);
    expect(message.to).toBe('owner@rosas-cantina.example');
    const code = /The code: (\d{6})/.exec(message.body)?.[1];
    expect(code, message.body).toBeDefined();
    const page = visibleText(await (await ana.follow(res)).text());
    expect(page).toContain('We mailed a code to owner@rosas-cantina.example');
    expect(page).not.toContain(code!);

    // Typed back wrong: 400, not confirmed.
    const wrong = await ana.post(claimPath(place.slug), { intent: 'confirm', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await claimsOn(place.id))[0]).toMatchObject({ status: 'open', verified_via: null });

    expect((await ana.post(claimPath(place.slug), { intent: 'confirm', code: code! })).status).toBe(302);
    const [claim] = await claimsOn(place.id);
    expect(claim).toMatchObject({ status: 'open', verified_via: 'email', code_mailed_to: 'owner@rosas-cantina.example' });
    expect(visibleText(await (await editor.get('/admin/claims')).text())).toContain('Code confirmed by e-mail to owner@rosas-cantina.example');

    expect((await approve(claim!.id)).status).toBe(302);
    expect(await ownersOf(place.id)).toHaveLength(1);
    expect((await claimsOn(place.id))[0]).toMatchObject({ status: 'approved', verified_via: 'email' });
  });

  it('stops taking codes typed back after five wrong ones: only a call can check that claim then', async () => {
    const place = await listing({ website: 'https://guessing-game.example/' });
    const ben = await signedInClient(app, '10002');
    expect((await ben.post(claimPath(place.slug), { ...PERSON, channel: 'email', mailbox: 'info' })).status).toBe(302);
    const code = /The code: (\d{6})/.exec((await mail.next()).body)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await ben.post(claimPath(place.slug), { intent: 'confirm', code: wrongCode })).status).toBe(400);
    const late = await ben.post(claimPath(place.slug), { intent: 'confirm', code });
    expect(late.status).toBe(400);
    expect(visibleText(await late.text())).toContain('Too many wrong codes');
    expect((await claimsOn(place.id))[0]).toMatchObject({ status: 'open', verified_via: null, code_tries: 5 });
  });

  it('offers no e-mail for a listing whose domain another listing shares', async () => {
    const place = await listing({ website: 'https://shared-host.example/one' });
    await listing({ website: 'https://shared-host.example/two' });
    const ana = await signedInClient(app, '10003');
    expect(visibleText(await (await ana.get(claimPath(place.slug))).text())).not.toContain('@shared-host.example');
    const sentBefore = mail.count;
    const res = await ana.post(claimPath(place.slug), { ...PERSON, channel: 'email', mailbox: 'owner' });
    expect(res.status).toBe(400);
    expect(mail.count).toBe(sentBefore);
    expect(await claimsOn(place.id)).toEqual([]);
  });
});

describe('finding your restaurant', () => {
  it('lists published listings by name, each with its claim link', async () => {
    const place = await listing();
    const res = await app.fetch(`/business/claim?q=${encodeURIComponent(place.name.toLowerCase())}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`href="${claimPath(place.slug)}"`);
    expect(visibleText(await (await app.fetch('/business/claim?q=nothing+is+called+this')).text())).toContain('No listing is named like');
  });

  it('shows a signed-out visitor what the business side offers, and a person with nothing owned how to claim', async () => {
    const out = await app.fetch('/business');
    expect(out.headers.get('Cache-Control')).toBe('private, no-store');
    const outHtml = await out.text();
    expect(visibleText(outHtml)).toContain('Continue with Facebook');
    expect(outHtml).toContain('name="redirectTo" value="/business"');
    const priya = await signedInClient(app, '10003');
    const html = await (await priya.get('/business')).text();
    expect(visibleText(html)).toContain('You do not manage a listing yet');
    expect(html).toContain('href="/business/claim"');
  });
});
