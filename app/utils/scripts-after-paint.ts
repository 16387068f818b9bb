/**
 * On a slow phone the page's ~25 module files (≈140 KB) share the connection with
 * the stylesheet and the hero picture, and the first paint waits for them. Remix's
 * <Scripts> asks for them all at once, so the server's HTML is rewritten to hold
 * them until the page has painted and its above-the-fold pictures
 * (`fetchpriority="high"`) have arrived; then the same preloads and the same
 * module script start, and React hydrates as before.
 *
 * Every element stays where React expects it when hydrating (only attributes
 * change, which React does not compare in production):
 * - each `<link rel="modulepreload">` carries `media="not all"` until then
 *   (a preload whose media does not match is not fetched; browsers that ignore
 *   media on module preloads simply fetch early, as before);
 * - the module script is a data block (`type="text/x-hydration"`), replaced by a
 *   live copy with the same text and nonce;
 * - the starter below is appended to Remix's own context script (same nonce),
 *   so no element is added.
 * Pages served without scripts (handle.hydrate false) are left as they are.
 */
export const HELD_MEDIA = 'not all';
export const HELD_SCRIPT_TYPE = 'text/x-hydration';

/**
 * Starts the held scripts once: when the high-priority pictures have loaded (or
 * failed) and two frames later (the first frame a browser draws waits for the
 * stylesheet; the second follows the one that showed the pictures), and at the
 * latest 3 s after the document was parsed (a picture stalled on a bad
 * connection, a tab in the background).
 */
const STARTER = `(function(){var d=document,started=0;function start(){if(started)return;started=1;d.querySelectorAll('link[rel=modulepreload][media="${HELD_MEDIA}"]').forEach(function(l){l.removeAttribute('media')});var held=d.querySelector('script[type="${HELD_SCRIPT_TYPE}"]');if(!held)return;var s=d.createElement('script');s.type='module';s.async=true;s.nonce=held.nonce;s.textContent=held.textContent;held.replaceWith(s)}function nextFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}function parsed(){setTimeout(start,3000);var waiting=[].filter.call(d.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete}),left=waiting.length;if(!left)return nextFrames();waiting.forEach(function(i){function done(){if(--left===0)nextFrames()}i.addEventListener('load',done);i.addEventListener('error',done)})}d.readyState==='loading'?d.addEventListener('DOMContentLoaded',parsed):parsed()})();`;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
// Remix's context script (`window.__remixContext = …`, JSON with "<" escaped, so
// no "</script>" inside) followed by its module script, found from the page's end
// where <Scripts> puts them, without a regular expression scanning the whole page.
const CONTEXT = '">window.__remixContext = ';
const SCRIPT_OPENING = '<script nonce="';
const MODULE_TYPE = '" type="module" async="">';

export function startScriptsAfterPaint(html: string): string {
  const context = html.lastIndexOf(CONTEXT);
  if (context < 0) return html;
  const contextStart = html.lastIndexOf(SCRIPT_OPENING, context);
  const contextEnd = html.indexOf('</script>', context);
  const moduleOpening = contextEnd + '</script>'.length;
  const moduleNonceEnd = html.indexOf('"', moduleOpening + SCRIPT_OPENING.length);
  if (contextStart < 0 || contextEnd < 0 || !html.startsWith(SCRIPT_OPENING, moduleOpening) || !html.startsWith(MODULE_TYPE, moduleNonceEnd)) return html;
  return (
    html.slice(0, contextStart).replace(MODULE_PRELOAD, (_, href: string) => `<link rel="modulepreload" href="${href}" media="${HELD_MEDIA}"/>`) +
    `${html.slice(contextStart, contextEnd)}\n${STARTER}</script>` +
    `${html.slice(moduleOpening, moduleNonceEnd)}" type="${HELD_SCRIPT_TYPE}">` +
    html.slice(moduleNonceEnd + MODULE_TYPE.length)
  );
}
