/**
 * The page's scripts, held in the server's HTML (app/modules/scripts-after-hero.server.ts),
 * start once: when the high-priority pictures have loaded (or failed) and two frames
 * later (the first frame a browser draws waits for the stylesheet; the second follows
 * the one that showed the pictures), and at the latest 3 s after the document was
 * parsed (a picture stalled on a bad connection, a tab in the background). The held
 * preloads lose their media and a live copy of the module script, with its nonce,
 * replaces the data block. Browsers that ignore media on module preloads fetch them
 * early, as before.
 */
export const HELD_MEDIA = 'not all';
export const HELD_SCRIPT_TYPE = 'text/x-hydration';

export const SCRIPTS_AFTER_HERO = `(function(){var d=document,started=0;function start(){if(started)return;started=1;d.querySelectorAll('link[rel=modulepreload][media="${HELD_MEDIA}"]').forEach(function(l){l.removeAttribute('media')});var held=d.querySelector('script[type="${HELD_SCRIPT_TYPE}"]');if(!held)return;var s=d.createElement('script');s.type='module';s.async=true;s.nonce=held.nonce;s.textContent=held.textContent;held.replaceWith(s)}function nextFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}function parsed(){setTimeout(start,3000);var waiting=[].filter.call(d.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete}),left=waiting.length;if(!left)return nextFrames();waiting.forEach(function(i){function done(){if(--left===0)nextFrames()}i.addEventListener('load',done);i.addEventListener('error',done)})}d.readyState==='loading'?d.addEventListener('DOMContentLoaded',parsed):parsed()})();`;
