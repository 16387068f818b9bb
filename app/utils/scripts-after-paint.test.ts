import { describe, expect, it } from 'vitest';
import { HELD_MEDIA, HELD_SCRIPT_TYPE, startScriptsAfterPaint } from './scripts-after-paint';

// The tail of a page as Remix's <Scripts> renders it (renderToString).
const remixTail =
  '<link rel="modulepreload" href="/build/manifest-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  '<script nonce="n0nce">window.__remixContext = {"url":"/x","state":{"loaderData":{"root":{"q":"\\u003c/script\\u003e"}}}};</script>' +
  '<script nonce="n0nce" type="module" async="">import "/build/manifest-A.js";\nimport("/build/entry.client-C.js");</script></body></html>';

describe('startScriptsAfterPaint', () => {
  const html = startScriptsAfterPaint(`<html><body><img fetchpriority="high" src="/hero.svg"/>${remixTail}`);

  it('holds every module preload until the page has painted', () => {
    expect(html).not.toMatch(/rel="modulepreload" href="[^"]*"\/>/);
    expect(html.match(new RegExp(`rel="modulepreload" href="[^"]*" media="${HELD_MEDIA}"`, 'g'))).toHaveLength(2);
  });

  it('keeps the module script, its text and nonce, as a data block the starter replaces', () => {
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script nonce="n0nce" type="${HELD_SCRIPT_TYPE}">import "/build/manifest-A.js";\nimport("/build/entry.client-C.js");</script>`);
  });

  it('adds the starter to Remix’s context script rather than adding an element React would not expect', () => {
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toMatch(/window\.__remixContext = \{[^<]*\};\n\(function\(\)\{[^<]*\}\)\(\);<\/script>/);
  });

  it('leaves pages served without Remix’s scripts untouched', () => {
    const plain = '<html><body><p>Cooper’s</p><script nonce="n">navigator.serviceWorker.register("/sw.js")</script></body></html>';
    expect(startScriptsAfterPaint(plain)).toBe(plain);
  });
});
