import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

/** The installable app's files, as the Worker's static assets serve them (public/_headers). */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

describe('the web app manifest, icons, offline worker and offline page', () => {
  it('links the manifest from every page and serves it with a name, start URL, standalone display and icons', async () => {
    const html = await (await app.fetch('/')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const res = await app.fetch('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await res.json()) as Record<string, any>;
    expect(manifest).toMatchObject({ name: 'Fort Worth Eats', short_name: 'FW Eats', start_url: '/', scope: '/', display: 'standalone' });
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await app.fetch(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe(icon.type);
      if (icon.type === 'image/png') {
        // The PNG header holds the real width and height.
        const bytes = new Uint8Array(await file.arrayBuffer());
        const view = new DataView(bytes.buffer);
        const [w, h] = icon.sizes.split('x').map(Number);
        expect([view.getUint32(16), view.getUint32(20)], icon.src).toEqual([w, h]);
      }
    }
  });

  it('serves /sw.js never cached stale, with a policy that lets it fetch from this origin only', async () => {
    const res = await app.fetch('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
    const source = await res.text();
    expect(source).toContain("addEventListener('fetch'");
  });

  it('serves a self-contained offline page', async () => {
    const res = await app.fetch('/offline');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>You're offline</h1>");
    expect(html).not.toMatch(/<script|<link rel="stylesheet"/);
  });
});
