/**
 * On a slow phone the page's module files share the connection with the stylesheet
 * and the hero picture, and the first paint waits for them. Remix's <Scripts> asks
 * for them all at once, so the server's HTML holds them (holdScriptsUntilHero) and
 * the root's starter (SCRIPTS_AFTER_HERO) releases them once the hero has painted.
 *
 * Only attributes change and every element stays where React expects it when
 * hydrating (React does not compare attributes in production):
 * - each `<link rel="modulepreload">` carries `media="not all"` (a preload whose
 *   media does not match is not fetched; a browser that ignores media on module
 *   preloads fetches early, as before);
 * - Remix's module script becomes a data block (`type="text/x-hydration"`, without
 *   `async`, which a data block may not carry), replaced by a live copy with the same
 *   text and nonce.
 * Pages served without scripts have neither element and are left as they are.
 */
export const HELD_MEDIA = 'not all';
export const HELD_SCRIPT_TYPE = 'text/x-hydration';

/**
 * Starts the held scripts once: when the high-priority pictures have loaded (or
 * failed) and two frames later (the first frame a browser draws waits for the
 * stylesheet; the second follows the one that showed the pictures), and at the
 * latest 3 s after the document was parsed (a picture stalled on a bad connection,
 * a tab in the background).
 */
export const SCRIPTS_AFTER_HERO = `(function(){var d=document,started=0;function start(){if(started)return;started=1;d.querySelectorAll('link[rel=modulepreload][media="${HELD_MEDIA}"]').forEach(function(l){l.removeAttribute('media')});var held=d.querySelector('script[type="${HELD_SCRIPT_TYPE}"]');if(!held)return;var s=d.createElement('script');s.type='module';s.async=true;s.nonce=held.nonce;s.textContent=held.textContent;held.replaceWith(s)}function nextFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}function parsed(){setTimeout(start,3000);var waiting=[].filter.call(d.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete}),left=waiting.length;if(!left)return nextFrames();waiting.forEach(function(i){function done(){if(--left===0)nextFrames()}i.addEventListener('load',done);i.addEventListener('error',done)})}d.readyState==='loading'?d.addEventListener('DOMContentLoaded',parsed):parsed()})();`;

// What React renders for <Scripts>' elements: the preloads, then Remix's context
// script, then its module script, all at the end of the body.
const PRELOAD = '<link rel="modulepreload" ';
const HELD_PRELOAD = `${PRELOAD}media="${HELD_MEDIA}" `;
const MODULE_SCRIPT = '" type="module" async="">';
const HELD_SCRIPT = `" type="${HELD_SCRIPT_TYPE}">`;
const CONTEXT = '>window.__remixContext = ';

/**
 * The rendered page with its scripts held. Found from the end of the page, where
 * <Scripts> puts them, by plain string searches (no parser: this runs on every
 * page the Worker renders); a page whose scripts are not where Remix puts them is
 * left as it is (the page still works, its scripts only start earlier).
 */
export function holdScriptsUntilHero(html: string): string {
  const moduleScript = html.lastIndexOf(MODULE_SCRIPT);
  const context = html.lastIndexOf(CONTEXT, moduleScript);
  const firstPreload = html.indexOf(PRELOAD);
  if (moduleScript < 0 || context < 0 || firstPreload < 0 || firstPreload > context) return html;
  const scripts = html.slice(firstPreload, moduleScript).replaceAll(PRELOAD, HELD_PRELOAD);
  return html.slice(0, firstPreload) + scripts + HELD_SCRIPT + html.slice(moduleScript + MODULE_SCRIPT.length);
}
