import drawnShareCards from '~/content/drawn-share-cards';
import { DEFAULT_SHARE_IMAGE } from './share-image-defaults';

/**
 * Share images: the raster cards social networks show for a link (Facebook,
 * X, LinkedIn, iMessage and Slack do not render SVG). One 1200x630 JPEG per
 * restaurant, article, recipe and cuisine, drawn from its illustration by
 * `npm run share-images` and committed under public/images/share/.
 */

export { DEFAULT_SHARE_IMAGE, DEFAULT_SHARE_IMAGE_ALT, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_TYPE, SHARE_IMAGE_WIDTH } from './share-image-defaults';

type ShareImageKind = 'restaurants' | 'articles' | 'recipes' | 'cuisines';

const DRAWN_SHARE_CARDS: ReadonlySet<string> = new Set(drawnShareCards);

/**
 * Where the share card of one item is drawn, by its slug (a cuisine by its key). A
 * translated sample article or recipe also has a Spanish card, with its Spanish title.
 */
export function shareCardFile(kind: ShareImageKind, slug: string, spanish = false): string {
  return `/images/share/${spanish ? 'es/' : ''}${kind}/${slug}.jpg`;
}

/**
 * The share image of one item: its card when one has been drawn, else the site's
 * card. An item added or renamed in the editors' desk has no card until the next
 * `npm run share-images`, and a link preview must never point at a missing file.
 */
export function shareImagePath(kind: ShareImageKind, slug: string, spanish = false): string {
  // A page in an editor's Spanish shows its Spanish card where one was drawn, else the English one.
  if (spanish && DRAWN_SHARE_CARDS.has(`es/${kind}/${slug}`)) return shareCardFile(kind, slug, true);
  return DRAWN_SHARE_CARDS.has(`${kind}/${slug}`) ? shareCardFile(kind, slug) : DEFAULT_SHARE_IMAGE;
}
