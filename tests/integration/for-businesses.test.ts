import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch, TestClient, visibleText } from '../support/client';
import { formFields } from '../support/forms';
import { lynxDump, lynxLinks } from '../support/text-browser';

/**
 * The footer's "For businesses" column and the page telling businesses what the guide
 * offers (issue 42, items 6 and 7): every link leads to a page that works without
 * JavaScript, and the editors can be reached with the topic already set.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const page = async (path: string) => {
  const res = await strangerFetch(app, path);
  expect(res.status, path).toBe(200);
  return res.text();
};

/** The links of the footer column headed "For businesses", as [text, href]. */
function businessLinks(html: string) {
  const footer = html.slice(html.lastIndexOf('<footer'));
  const column = /For businesses<\/h2>([\s\S]*?)<\/ul>/.exec(footer)?.[1] ?? '';
  return [...column.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [visibleText(m[2]!).trim(), m[1]!] as const);
}

describe('the footer for businesses', () => {
  it('promises nothing that is not there: no "(coming soon)" on any page', async () => {
    for (const path of ['/', '/about', '/contact', '/restaurant-directory']) {
      expect(visibleText(await page(path)), path).not.toMatch(/coming soon/i);
    }
  });

  it('links only to pages that answer without scripts', async () => {
    const links = businessLinks(await page('/'));
    expect(links.map(([text]) => text)).toEqual(['Claim your business', 'Business login', 'Add a restaurant', 'Advertise with us']);
    for (const [text, href] of links) {
      const html = await page(href);
      // A page a text browser reads through: its heading names what the link promised.
      expect(lynxDump(html), text).toMatch(new RegExp(text.replace(/ .*/, ''), 'i'));
    }
  });
});

describe('advertise with us', () => {
  it('says plainly what the guide is and what a business can do', async () => {
    const text = visibleText(await page('/advertise'));
    expect(text).toContain('Advertise with us');
    expect(text).toMatch(/listings are free/i);
    expect(text).toMatch(/never paid for/i);
    // What exists today: suggesting a place and keeping its facts true.
    expect(text).toContain('Suggest a restaurant');
    expect(text).toContain('Something changed?');
  });

  it('reaches the editors with the topic set, without JavaScript', async () => {
    const html = await page('/advertise');
    expect(lynxLinks(html).visible).toContain('/contact?topic=advertising');
    const form = await page('/contact?topic=advertising');
    expect(formFields(form).topic).toBe('advertising');
    // Plain /contact asks nothing of a diner: the general topic.
    expect(formFields(await page('/contact')).topic).toBe('general');
  });

  it('files the message under its topic in the desk', async () => {
    const visitor = new TestClient(app);
    const fields = { ...formFields(await (await visitor.get('/contact?topic=advertising')).text()) };
    Object.assign(fields, { name: 'Rosa Owner', email: 'rosa@rosas-cantina.example', message: 'We would like to know how to appear in your guide.' });
    const sent = await visitor.post('/contact', fields);
    expect(sent.status).toBe(302);
    const stored = await app.db.prepare('SELECT topic FROM contact_messages WHERE email = ?').bind('rosa@rosas-cantina.example').first<{ topic: string }>();
    expect(stored?.topic).toBe('advertising');
    const editor = await signedInClient(app, '10005');
    const inbox = visibleText(await (await editor.get('/admin/messages')).text());
    expect(inbox).toMatch(/Rosa Owner[^]*Topic: Advertising and businesses/);
  });

  it('refuses a topic that is not on the list with a 400 and keeps the message', async () => {
    const visitor = new TestClient(app);
    const res = await visitor.post('/contact', { website: '', topic: 'free-pizza', name: 'Sam Sender', email: 'sam@example.com', message: 'Hello there, editors!' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain('Choose a topic from the list');
    expect(formFields(html).message).toBe('Hello there, editors!');
  });
});
