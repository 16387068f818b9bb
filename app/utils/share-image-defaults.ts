/**
 * The share card's size and the site's own card, apart from share-image.ts: every page's
 * meta needs these, while the list of drawn cards there is only for the pages of an item
 * that has one, so the home page's scripts need not carry it.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = 'image/jpeg';

/** The branded card of pages without an image of their own. */
export const DEFAULT_SHARE_IMAGE = '/images/share/default.jpg';
export const DEFAULT_SHARE_IMAGE_ALT = 'Fort Worth Eats: restaurants, reviews and recipes from Fort Worth, Texas';
