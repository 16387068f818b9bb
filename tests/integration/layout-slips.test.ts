import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, visibleText } from '../support/client';

/**
 * What issue 40 found a diner tripping on, as the server's answers show it: one button on
 * the search page, "Something changed?" that opens its form without JavaScript, a map on
 * the restaurant page, list maps naming only their places' neighbourhoods, and feeds a
 * browser shows as a page (the browser side is tests/browser/feeds.test.ts).
 */

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

const page = async (path: string) => {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const rows = async <T,>(sql: string, ...params: unknown[]) => (await app.db.prepare(sql).bind(...params).all<T>()).results;

describe('the search page', () => {
  it('has one button, after the words and the filters, that sends them all', async () => {
    const html = await page('/search?q=tacos');
    const form = html.match(/<form[^>]*action="\/search"[^>]*role="search"(?![^>]*aria-label="Site")[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? '';
    expect(form).toContain('name="q"');
    expect(form).toContain('name="has"');
    const buttons = [...form.matchAll(/<button[^>]*type="submit"[^>]*>([\s\S]*?)<\/button>/g)].map((m) => visibleText(m[1]!).trim());
    expect(buttons).toEqual(['Search']);
    expect(form.lastIndexOf('name="has"')).toBeLessThan(form.indexOf('type="submit"'));
  });
});

describe('the restaurant page', () => {
  const slug = 'taqueria-la-estrella-del-norte';

  it('sends "Something changed?" to the report form on a page of its own, which every browser opens', async () => {
    const html = await page(`/restaurant/${slug}`);
    const link = html.match(/<a [^>]*href="([^"]*)"[^>]*>Something changed\?<\/a>/);
    expect(link?.[1]).toBe(`/restaurant/${slug}/report`);
    const form = await page(link![1]!);
    expect(visibleText(form)).toContain('What has changed?');
  });

  it('shows a small map of where it is, linking nowhere, named for the place and its neighbourhood', async () => {
    const html = await page(`/restaurant/${slug}`);
    const figure = html.match(/<figure class="spot-map">([\s\S]*?)<\/figure>/)?.[1];
    expect(figure).toBeDefined();
    expect(figure).toMatch(/<svg[^>]*role="img"/);
    expect(figure).not.toContain('<a ');
    expect(decodeEntities(visibleText(figure!.match(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/)![1]!))).toBe('Where Taqueria La Estrella del Norte is in Northside, north up.');
    // The names around it say where it is; its own is among them.
    expect(figure).toMatch(/<text[^>]*>Northside<\/text>/);
  });

  it('draws no map for a place without a location', async () => {
    await app.db.prepare("UPDATE restaurants SET latitude = NULL, longitude = NULL WHERE slug = 'halmonis-kitchen'").run();
    const html = await page('/restaurant/halmonis-kitchen');
    expect(html).toContain('halmonis-kitchen');
    expect(html).not.toContain('class="spot-map');
  });
});

describe("a list's map", () => {
  it('names only the neighbourhoods its places are in', async () => {
    for (const slug of ['late-night-eats', 'patio-season']) {
      const html = await page(`/guides/${slug}`);
      const labels = [...(html.match(/<g[^>]*font-style="italic"[^>]*>([\s\S]*?)<\/g>/)?.[1] ?? '').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => decodeEntities(m[1]!));
      const theirs = await rows<{ neighborhood: string }>(
        'SELECT DISTINCT r.neighborhood FROM guide_places gp JOIN guides g ON g.id = gp.guide_id JOIN restaurants r ON r.id = gp.restaurant_id WHERE g.slug = ?',
        slug,
      );
      expect(labels.length, slug).toBeGreaterThan(0);
      for (const label of labels) expect(theirs.map((t) => t.neighborhood), `${slug}: ${label}`).toContain(label);
    }
  });
});

describe('feeds', () => {
  const FEEDS = [
    '/feeds/news.xml',
    '/feeds/reviews.xml',
    '/feeds/guides.xml',
    '/feeds/guides/late-night-eats.xml',
    '/feeds/cuisine/mexican.xml',
    '/feeds/follow.xml?priceLevel=2&has=vegan',
  ];

  it.each(FEEDS)('%s links the page a browser shows it as, and stays Atom for feed readers', async (path) => {
    const res = await app.fetch(path);
    expect(res.status).toBe(200);
    // A type both browsers show (application/atom+xml is a download in Chromium and Firefox).
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml.split('\n').slice(0, 3)).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>',
      '<?xml-stylesheet type="text/xsl" href="/feeds/feed.xsl"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom">',
    ]);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
  });

  it('serves the XSLT and its CSS from this site, as an XSLT type, for a day', async () => {
    const xsl = await app.fetch('/feeds/feed.xsl');
    expect(xsl.status).toBe(200);
    expect(xsl.headers.get('content-type')).toBe('text/xsl; charset=utf-8');
    expect(xsl.headers.get('cache-control')).toContain('max-age=86400');
    const text = await xsl.text();
    expect(text).toContain('This is a feed');
    expect(text).toContain('To follow it, copy this address into your feed reader');
    // The feed's values come in as text, never as markup.
    expect(text).not.toContain('disable-output-escaping');
    expect(text).not.toContain('xsl:copy-of');
    const css = await app.fetch('/feeds/feed.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
