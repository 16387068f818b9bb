import type { Catalog } from './en';
import { about } from './es/about';
import { advertise } from './es/advertise';
import { articles } from './es/articles';
import { business } from './es/business';
import { guides } from './es/guides';
import { home } from './es/home';
import { layout } from './es/layout';
import { recipes } from './es/recipes';

/**
 * The interface in Spanish, as a Fort Worth diner reads it (es-US): the informal
 * "tú" of a friend's tip, and Texan food words kept as locals say them (barbecue,
 * Tex-Mex, brisket). Same ids and placeholders as en.ts, namespace by namespace.
 */
export const es: Catalog = { ...about, ...advertise, ...articles, ...business, ...guides, ...home, ...layout, ...recipes };
