/**
 * On a slow phone the page's module files share the connection with the stylesheet
 * and the hero picture, and the first paint waits for them. Remix's <Scripts> asks
 * for them all at once, so the Worker's HTML parser (HTMLRewriter) holds them: each
 * `<link rel="modulepreload">` gets `media="not all"` (a preload whose media does not
 * match is not fetched) and Remix's module script becomes a data block. The root's
 * starter (SCRIPTS_AFTER_HERO, app/utils/scripts-after-hero.ts) releases them once
 * the hero has painted.
 *
 * Only attributes change, and every element stays where React expects it when
 * hydrating (React does not compare attributes in production). Pages served without
 * scripts have neither element and pass through unchanged.
 */
import { HELD_MEDIA, HELD_SCRIPT_TYPE } from '~/utils/scripts-after-hero';

export function holdScriptsUntilHero(page: Response): Response {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute('media', HELD_MEDIA);
      },
    })
    .on('script[type="module"]:not([src])', {
      element(script) {
        script.setAttribute('type', HELD_SCRIPT_TYPE);
      },
    })
    .transform(page);
}
