import type { Catalog } from './en';
import { layout } from './es/layout';
import { restaurant } from './es/restaurant';
import { reviews } from './es/reviews';
import { review } from './es/review';
import { ownerReply } from './es/ownerReply';
import { photos } from './es/photos';
import { report } from './es/report';
import { favorite } from './es/favorite';

/**
 * The interface in Spanish, as a Fort Worth diner reads it (es-US): the informal
 * "tú" of a friend's tip, and Texan food words kept as locals say them (barbecue,
 * Tex-Mex, brisket). Same ids and placeholders as en.ts, namespace by namespace.
 */
export const es: Catalog = { ...layout, ...restaurant, ...reviews, ...review, ...ownerReply, ...photos, ...report, ...favorite };
