import { describe, expect, it } from 'vitest';
import { holdScriptsUntilHero } from './scripts-after-hero';

// The end of a page as React renders Remix's <Scripts> (root.tsx), after the page's own content.
const page = (scripts: string) =>
  `<html lang="en-US"><head><link rel="stylesheet" href="/build/css/app.css"/></head><body><main><img src="/hero.jpg" fetchpriority="high"/><p>Type &lt;link rel=&quot;modulepreload&quot; &gt; here</p></main>${scripts}</body></html>`;
const SCRIPTS =
  '<link rel="modulepreload" href="/build/manifest-A.js"/><link rel="modulepreload" href="/build/entry.client-B.js"/>' +
  '<script nonce="n0nce">window.__remixContext = {"state":{}};</script>' +
  '<script nonce="n0nce" type="module" async="">import "/build/manifest-A.js";\nimport("/build/entry.client-B.js");</script>';

describe('holdScriptsUntilHero', () => {
  it('holds every module preload and turns the module script into a data block without async', () => {
    const held = holdScriptsUntilHero(page(SCRIPTS));
    expect(held).toBe(
      page(
        '<link rel="modulepreload" media="not all" href="/build/manifest-A.js"/><link rel="modulepreload" media="not all" href="/build/entry.client-B.js"/>' +
          '<script nonce="n0nce">window.__remixContext = {"state":{}};</script>' +
          '<script nonce="n0nce" type="text/x-hydration">import "/build/manifest-A.js";\nimport("/build/entry.client-B.js");</script>',
      ),
    );
  });

  it('leaves a page without scripts, or with scripts it does not recognise, as it is', () => {
    expect(holdScriptsUntilHero(page(''))).toBe(page(''));
    const unknown = page(SCRIPTS.replace('window.__remixContext', 'window.somethingElse'));
    expect(holdScriptsUntilHero(unknown)).toBe(unknown);
  });
});
