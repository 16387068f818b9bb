import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { strangerFetch, TestClient, visibleText } from '../support/client';
import { englishLeftOn, idsShownOn } from '../support/spanish';

/**
 * The Spanish guide's addresses, language choice and caching (issue 43, items 1, 3
 * and 5), as the Worker answers them: every page has a twin under /es, the diner
 * chooses with a plain link, the browser's language only ever suggests, and each
 * language is its own copy in the edge cache.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** The site's own origin (PUBLIC_ORIGIN), which its canonical and alternate addresses name. */
const SITE = 'http://localhost';

describe('a page and its Spanish twin', () => {
  it('speaks Spanish at /es, with the language marked on the page', async () => {
    const res = await strangerFetch(app, '/es');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlLang(html)).toBe('es-US');
    expect(html).not.toMatch(/<main[^>]*\blang="en"/);
    const text = visibleText(html);
    expect(text).toContain('Lo mejor para comer en Fort Worth');
    expect(text).toContain('Restaurantes en Fort Worth');
    expect(text).toContain('Aplicar filtros');
    expect(englishLeftOn(html, ['layout', 'home'])).toEqual([]);
    expect(idsShownOn(html)).toEqual([]);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Fort Worth Eats | Lo mejor para comer en Fort Worth');
    // Its own canonical address, and the Spanish share locale.
    expect(html).toContain(`<link rel="canonical" href="${SITE}/es"/>`);
    expect(html).toContain('<meta property="og:locale" content="es_US"/>');
  });

  it('keeps the English page as it was', async () => {
    const html = await (await strangerFetch(app, '/')).text();
    expect(htmlLang(html)).toBe('en-US');
    expect(visibleText(html)).toContain("Discover Fort Worth's Best Eats");
    expect(html).toContain(`<link rel="canonical" href="${SITE}/"/>`);
  });

  it('names both addresses, English the default, in a Link header search engines read', async () => {
    for (const [path, english, spanish] of [
      ['/', '/', '/es'],
      ['/es', '/', '/es'],
      ['/es/restaurant-directory', '/restaurant-directory', '/es/restaurant-directory'],
    ]) {
      const link = (await strangerFetch(app, path!)).headers.get('Link') ?? '';
      expect(link, path).toContain(`<${SITE}${english}>; rel="alternate"; hreflang="en-US"`);
      expect(link, path).toContain(`<${SITE}${spanish}>; rel="alternate"; hreflang="es-US"`);
      expect(link, path).toContain(`<${SITE}${english}>; rel="alternate"; hreflang="x-default"`);
    }
  });

  it('spells the Spanish home one way: /es/ moves to /es, a capital letter to its page', async () => {
    const slash = await strangerFetch(app, '/es/?sort=newest', { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('Location')).toBe('/es?sort=newest');
    const capital = await strangerFetch(app, '/es/Restaurant-Directory', { redirect: 'manual' });
    expect(capital.status).toBe(301);
    expect(capital.headers.get('Location')).toBe('/es/restaurant-directory');
  });

  it('answers an address no page has with the Spanish 404 page', async () => {
    const res = await strangerFetch(app, '/es/no-hay-tal-pagina');
    expect(res.status).toBe(404);
    const text = visibleText(await res.text());
    expect(text).toContain('404: página no encontrada');
    expect(text).toContain('Volver al inicio');
  });
});

describe('the language switch', () => {
  it('is a plain link to the same page in the other language, named in that language', async () => {
    const html = await (await strangerFetch(app, '/restaurant-directory')).text();
    const link = /<a href="([^"]+)" lang="es" hrefLang="es"[^>]*>Español<\/a>/.exec(html);
    expect(link).not.toBeNull();
    const href = new URL(link![1]!.replaceAll('&amp;', '&'), app.origin);
    expect(href.searchParams.get('next')).toBe('/es/restaurant-directory');
  });

  it('keeps the choice for the next visit to the home address, for that diner only', async () => {
    const diner = new TestClient(app);
    const switched = await diner.get('/language?to=es&next=%2Fes%2Fcontact');
    expect(switched.status).toBe(303);
    expect(switched.headers.get('Location')).toBe('/es/contact');
    const cookie = switched.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(switched.headers.get('Cache-Control')).toBe('no-store');

    const home = await diner.get('/?sort=newest');
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/es?sort=newest');
    expect(home.headers.get('Cache-Control')).toBe('private, no-store');
    // Any other address is the language it names: a shared link opens as it was shared.
    expect((await diner.get('/contact')).status).toBe(200);
    // Someone without the cookie gets the English home page.
    expect((await strangerFetch(app, '/', { redirect: 'manual' })).status).toBe(200);

    expect((await diner.get('/language?to=en&next=%2F')).headers.get('Location')).toBe('/');
    expect((await diner.get('/')).status).toBe(200);
  });

  it('goes nowhere but this site, in the language asked for', async () => {
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example', '/contact']) {
      const res = await strangerFetch(app, `/language?to=es&next=${encodeURIComponent(next)}`, { redirect: 'manual' });
      expect(res.status, next).toBe(303);
      expect(res.headers.get('Location'), next).toBe('/es');
    }
    expect((await strangerFetch(app, '/language?to=fr&next=%2F')).status).toBe(404);
    const forged = await strangerFetch(app, '/', { headers: { Cookie: 'language=es' }, redirect: 'manual' });
    expect(forged.status).toBe(200);
  });
});

describe("the browser's language", () => {
  const spanishBrowser = { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' };

  it('suggests the Spanish page in a banner, in Spanish, and never moves the diner', async () => {
    const res = await strangerFetch(app, '/contact', { headers: spanishBrowser, redirect: 'manual' });
    expect(res.status).toBe(200);
    const html = await res.text();
    const banner = /<aside lang="es"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
    expect(visibleText(banner)).toContain('Esta página también está en español.');
    expect(banner).toContain('next=%2Fes%2Fcontact');
  });

  it('suggests nothing to an English browser, on a Spanish page, or once a language is chosen', async () => {
    const english = await (await strangerFetch(app, '/contact', { headers: { 'Accept-Language': 'en-US,en;q=0.9,es;q=0.8' } })).text();
    expect(english).not.toContain('<aside lang="es"');
    const spanishPage = await (await strangerFetch(app, '/es/contact', { headers: { 'Accept-Language': 'en-US' } })).text();
    expect(spanishPage).not.toMatch(/<aside lang="en"/);
    const chooser = new TestClient(app);
    await chooser.get('/language?to=en&next=%2Fcontact');
    expect(await (await chooser.get('/contact', { headers: spanishBrowser })).text()).not.toContain('<aside lang="es"');
  });

  it('keeps each language, and the suggesting copy, as its own entry in the edge cache', async () => {
    const path = '/restaurant-directory';
    const plain = await strangerFetch(app, path);
    await plain.text();
    await app.edgeCached(path);
    const spanish = await strangerFetch(app, `/es${path}`);
    await spanish.text();
    await app.edgeCached(`/es${path}`);

    const again = await strangerFetch(app, path);
    expect(again.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(htmlLang(await again.text())).toBe('en-US');
    const spanishAgain = await strangerFetch(app, `/es${path}`);
    expect(spanishAgain.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(htmlLang(await spanishAgain.text())).toBe('es-US');

    // The banner's copy is stored apart: it never reaches a browser that did not ask in Spanish.
    const suggesting = await strangerFetch(app, path, { headers: spanishBrowser });
    expect(suggesting.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(await suggesting.text()).toContain('<aside lang="es"');
    const plainAfter = await strangerFetch(app, path);
    expect(plainAfter.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(await plainAfter.text()).not.toContain('<aside lang="es"');
    // A header a visitor sends in the Worker's place changes nothing.
    const forged = await strangerFetch(app, path, { headers: { 'X-Suggested-Language': 'es' } });
    expect(await forged.text()).not.toContain('<aside lang="es"');
  });
});

describe('a Spanish page leads to Spanish pages', () => {
  it("moves its redirects under /es: a listing's old spelling lands on the Spanish listing", async () => {
    const res = await strangerFetch(app, '/es?cuisine=no-such-cuisine', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toMatch(/^\/es(?:[?#]|$)/);
  });

  it('brings a diner who signs in from a Spanish page back to it', async () => {
    const diner = new TestClient(app);
    const html = await (await diner.get('/es/contact')).text();
    const redirectTo = /name="redirectTo" value="([^"]+)"/.exec(html)?.[1];
    expect(redirectTo).toBe('/es/contact');
    const back = await diner.signIn('10001', redirectTo!);
    expect(back.status).toBe(302);
    expect(back.headers.get('Location')).toBe('/es/contact');
  });

  it('signs a diner out to the Spanish home page', async () => {
    const diner = new TestClient(app);
    await diner.signIn('10002', '/es');
    const out = await diner.post('/es/auth/logout', { intent: 'this-device' });
    expect(out.status).toBe(302);
    expect(out.headers.get('Location')).toMatch(/^\/es(?:[?#/]|$)/);
  });
});
