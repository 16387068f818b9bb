import type { Catalog } from './en';
import { layout } from './es/layout';
import { articles } from './es/articles';
import { recipes } from './es/recipes';
import { guides } from './es/guides';
import { about } from './es/about';
import { advertise } from './es/advertise';
import { business } from './es/business';

/**
 * The interface in Spanish, as a Fort Worth diner reads it (es-US): the informal
 * "tú" of a friend's tip, and Texan food words kept as locals say them (barbecue,
 * Tex-Mex, brisket). Same ids and placeholders as en.ts, namespace by namespace.
 */
export const es: Catalog = { ...layout, ...articles, ...recipes, ...guides, ...about, ...advertise, ...business };
