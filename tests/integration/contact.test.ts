import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_HOURLY_CEILING } from '~/utils/contact-limits';
import { startApp, type TestApp } from '../support/app';
import { visibleText } from '../support/client';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

/** Text as React writes it into HTML. */
function html(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

let ipCounter = 0;
/** Each test speaks from its own address, so the per-client rate limit of one test never touches another. */
function newClientIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function post(fields: Record<string, string>, ip: string, headers: Record<string, string> = {}) {
  return app.fetch('/contact', {
    method: 'POST',
    body: new URLSearchParams({ website: '', ...fields }),
    headers: { 'CF-Connecting-IP': ip, ...headers },
  });
}

/** The input, textarea or form element with this name/id, as written in the HTML. */
function control(page: string, name: string) {
  return page.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
}

function errorsOf(page: string, fieldName: string) {
  const tag = control(page, fieldName);
  const describedBy = tag.match(/aria-describedby="([^"]+)"/)?.[1];
  if (!describedBy) return [];
  const list = page.match(new RegExp(`<ul id="${describedBy}"[^>]*>(.*?)</ul>`))?.[1] ?? '';
  return [...list.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]);
}

async function messageCount() {
  const { results } = await app.db.prepare('SELECT count(*) AS n FROM contact_messages').all<{ n: number }>();
  return results[0]!.n;
}

describe('the contact page', () => {
  it('shows the two columns with the spec texts', async () => {
    const res = await app.fetch('/contact');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
    expect(page).toMatch(/<h2[^>]*>Send us a message<\/h2>/);
    expect(page).toMatch(/<label[^>]*>Name<\/label>/);
    expect(page).toMatch(/<label[^>]*>Email Address<\/label>/);
    expect(page).toMatch(/<label[^>]*>Message<\/label>/);
    expect(control(page, 'message')).toContain('rows="5"');
    expect(control(page, 'email')).toContain('type="email"');
    expect(page).toMatch(/<h2[^>]*>Get in touch<\/h2>/);
    expect(page).toContain('href="mailto:hello@fortwortheats.example"');
    expect(page).toContain('Fort Worth, Texas');
    for (const topic of [
      'Hidden gem restaurants',
      'Date night recommendations',
      'New openings',
      'Food events and festivals',
      'Website suggestions and feedback',
    ]) {
      expect(page).toContain(`<li>${topic}</li>`);
    }
    expect(page).toMatch(/<button type="submit"[^>]*>Send Message<\/button>/);
  });

  it('hides the honeypot from people and assistive technology', async () => {
    const page = await (await app.fetch('/contact')).text();
    const wrapper = page.match(/<div hidden="">(.*?)<\/div>/)?.[1] ?? '';
    expect(wrapper).toContain('name="website"');
    expect(wrapper).toContain('tabindex="-1"');
  });
});

describe('contact form validation (server side, as without JavaScript)', () => {
  it('reports every required field with the spec messages and marks the fields invalid', async () => {
    const res = await post({ name: '', email: '', message: '' }, newClientIp());
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(errorsOf(page, 'name')).toEqual(['Name is required']);
    expect(errorsOf(page, 'email')).toEqual(['Please enter a valid email address']);
    expect(errorsOf(page, 'message')).toEqual(['Message is required']);
    for (const field of ['name', 'email', 'message']) expect(control(page, field)).toContain('aria-invalid="true"');
    expect(await messageCount()).toBe(0);
  });

  it('treats blank text as missing', async () => {
    const page = await (await post({ name: '   ', email: 'callie@example.com', message: '          \n  ' }, newClientIp())).text();
    expect(errorsOf(page, 'name')).toEqual(['Name is required']);
    expect(errorsOf(page, 'message')).toEqual(['Message is required']);
    expect(errorsOf(page, 'email')).toEqual([]);
  });

  it('enforces the minimum lengths and a valid email, keeping what was typed', async () => {
    const res = await post({ name: 'C', email: 'callie@localhost', message: 'Too short' }, newClientIp());
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(errorsOf(page, 'name')).toEqual(['Name must be at least 2 characters']);
    expect(errorsOf(page, 'email')).toEqual(['Please enter a valid email address']);
    expect(errorsOf(page, 'message')).toEqual(['Message must be at least 10 characters']);
    expect(control(page, 'name')).toContain('value="C"');
    expect(control(page, 'email')).toContain('value="callie@localhost"');
    expect(page).toMatch(/<textarea[^>]*name="message"[^>]*>Too short<\/textarea>/);
  });

  it('caps the lengths with clear messages', async () => {
    const page = await (
      await post(
        { name: 'N'.repeat(101), email: `${'e'.repeat(250)}@example.com`, message: 'M'.repeat(5001) },
        newClientIp(),
      )
    ).text();
    expect(errorsOf(page, 'name')).toEqual(['Name must be at most 100 characters']);
    expect(errorsOf(page, 'email')).toContain('Email address must be at most 254 characters');
    expect(errorsOf(page, 'message')).toEqual(['Message must be at most 5000 characters']);
  });

  it('escapes what was typed when showing it again', async () => {
    const page = await (await post({ name: '<script>alert(1)</script>', email: 'x', message: 'short' }, newClientIp())).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(control(page, 'name')).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('sending a message', () => {
  it('stores it and answers with the success toast on the next page, with an empty form', async () => {
    const before = await messageCount();
    const res = await post({ name: ' Callie Tester ', email: 'callie@example.com', message: 'We found a great new taco truck on Magnolia.' }, newClientIp());
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, app.origin).pathname).toBe('/contact');
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(await messageCount()).toBe(before + 1);
    const { results } = await app.db
      .prepare('SELECT name, email, message FROM contact_messages ORDER BY id DESC LIMIT 1')
      .all<{ name: string; email: string; message: string }>();
    expect(results[0]).toEqual({ name: 'Callie Tester', email: 'callie@example.com', message: 'We found a great new taco truck on Magnolia.' });

    const next = await app.fetch('/contact', { headers: { Cookie: cookie } });
    expect(next.status).toBe(200);
    expect(next.headers.get('cache-control') ?? '').not.toContain('public');
    const page = await next.text();
    expect(page).toContain('Message sent successfully!');
    expect(page).toContain(html("Thank you for contacting us. We'll get back to you soon."));
    expect(control(page, 'name')).not.toContain('Callie');
    expect(page).toMatch(/<textarea[^>]*name="message"[^>]*><\/textarea>/);

    // A flash message: the page that shows it also clears it.
    expect(next.headers.get('set-cookie')).toMatch(/fwe_toast=[^;]*;/);
  });

  it('refuses a filled honeypot with a form-level message, keeping the message only for the junk view', async () => {
    const before = await messageCount();
    const res = await post({ name: 'Spam Bot', email: 'bot@example.com', message: 'Buy cheap things now please', website: 'http://spam.example' }, newClientIp());
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Your message could not be sent.');
    // Stored (a person whose browser filled the hidden field can be rescued), but never in the inbox.
    expect(await messageCount()).toBe(before + 1);
    const row = await app.db.prepare('SELECT held_reason FROM contact_messages ORDER BY id DESC LIMIT 1').first<{ held_reason: string }>();
    expect(row).toEqual({ held_reason: 'honeypot' });
  });

  it('holds, never drops, what comes past the site-wide hourly ceiling, from however many addresses', async () => {
    await app.db.exec('DELETE FROM contact_messages');
    const send = (n: number) =>
      post({ name: 'Flood Tester', email: 'flood@example.com', message: `Flood message number ${n} about brisket.` }, newClientIp());
    const thanks = async (res: Response) => {
      expect(res.status).toBe(302);
      const next = await app.fetch('/contact', { headers: { Cookie: res.headers.get('set-cookie')!.split(';')[0]! } });
      return visibleText(await next.text());
    };
    for (let i = 1; i <= CONTACT_HOURLY_CEILING; i++) {
      const res = await send(i);
      if (i === CONTACT_HOURLY_CEILING) expect(await thanks(res)).toContain("Thank you for contacting us. We'll get back to you soon.");
      else expect(res.status).toBe(302);
    }
    // The next sender, from yet another address, is told the message arrived and a reply may take longer...
    const held = await thanks(await send(CONTACT_HOURLY_CEILING + 1));
    expect(held).toContain('Message sent successfully!');
    expect(held).toContain("We're receiving more messages than usual, so our reply may take a little longer.");
    // ...and so is the API's caller.
    const api = await app.fetch('/api/contact', {
      method: 'POST',
      body: JSON.stringify({ name: 'Flood Tester', email: 'flood@example.com', message: 'Flood message sent through the API.' }),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClientIp() },
    });
    expect(api.status).toBe(201);
    expect(((await api.json()) as { description: string }).description).toContain('more messages than usual');
    const { results } = await app.db
      .prepare('SELECT count(*) AS n, held_reason FROM contact_messages GROUP BY held_reason ORDER BY held_reason')
      .all<{ n: number; held_reason: string | null }>();
    expect(results).toEqual([
      { n: CONTACT_HOURLY_CEILING, held_reason: null },
      { n: 2, held_reason: 'ceiling' },
    ]);

    // An hour on, messages reach the inbox again.
    await app.db.exec("UPDATE contact_messages SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-61 minutes')");
    expect(await thanks(await send(0))).toContain("We'll get back to you soon.");
  });

  it('limits each client to a few messages a minute, keeping the text of the refused one', async () => {
    const ip = newClientIp();
    const before = await messageCount();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 21 && !refused; i++) {
      const res = await post({ name: 'Marcus', email: 'marcus@example.com', message: `Message number ${i} about brisket.` }, ip);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(refused, `statuses: ${statuses.join(',')}`).toBeDefined();
    // 10 a minute in fixed windows: at least 10 pass (more only across a window boundary).
    const sent = statuses.filter((s) => s === 302).length;
    expect(sent).toBeGreaterThanOrEqual(10);
    const page = await refused!.text();
    expect(page).toContain('Failed to send message');
    expect(page).toContain('Too many messages from your connection. Please wait a minute and try again.');
    expect(page).toMatch(new RegExp(`<textarea[^>]*name="message"[^>]*>Message number ${sent} about brisket.</textarea>`));
    expect(await messageCount()).toBe(before + sent);

    // Another client is not affected.
    const other = await post({ name: 'Marcus', email: 'marcus@example.com', message: 'A different connection entirely.' }, newClientIp());
    expect(other.status).toBe(302);
  });

  it('answers a failed insert with the failure toast and keeps the text', async () => {
    await app.db.exec('DROP TABLE contact_messages');
    const res = await post({ name: 'Callie', email: 'callie@example.com', message: 'This one will not be stored.' }, newClientIp());
    expect(res.status).toBe(503);
    const page = await res.text();
    expect(page).toMatch(/role="alert"[^>]*>.*Failed to send message/s);
    expect(page).toContain('There was an error sending your message. Please try again.');
    expect(control(page, 'name')).toContain('value="Callie"');
    expect(control(page, 'email')).toContain('value="callie@example.com"');
    expect(page).toMatch(/<textarea[^>]*name="message"[^>]*>This one will not be stored.<\/textarea>/);
  });

  it('shows a refusal toast once: on the page it answers without JavaScript, on the next load with it', async () => {
    // The table is gone (previous test): every send fails.
    const fields = { name: 'Callie', email: 'callie@example.com', message: 'This one will not be stored either.' };
    const toastCookies = (res: Response) => res.headers.getSetCookie().filter((line) => /^(?:__Host-)?fwe_toast=[^;]/.test(line));

    // Without JavaScript the answer is the page, toast included, and nothing is left for the next page.
    const page = await post(fields, newClientIp());
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('There was an error sending your message. Please try again.');
    expect(toastCookies(page)).toEqual([]);

    // With JavaScript the action's answer is data; the toast goes with it as the flash cookie...
    const data = await app.fetch('/contact?_data=routes%2Fcontact', {
      method: 'POST',
      body: new URLSearchParams({ website: '', ...fields }),
      headers: { 'CF-Connecting-IP': newClientIp() },
    });
    expect(data.status).toBe(503);
    const [flash] = toastCookies(data);
    expect(flash).toBeDefined();
    // ...which the revalidation of the page's loaders shows, and spends.
    const rootData = async (res: Response) => (await res.json()) as { toast: unknown };
    const revalidated = await app.fetch('/contact?_data=root', { headers: { Cookie: flash!.split(';')[0]! } });
    const { toast } = await rootData(revalidated);
    expect(toast).toEqual({ type: 'error', title: 'Failed to send message', description: 'There was an error sending your message. Please try again.' });
    const [spent] = toastCookies(revalidated);
    const after = await app.fetch('/contact?_data=root', { headers: { Cookie: spent!.split(';')[0]! } });
    expect((await rootData(after)).toast).toBeNull();
  });
});
