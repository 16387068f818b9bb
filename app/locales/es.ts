import type { Catalog } from './en';
import { layout } from './es/layout';
import { pagination } from './es/pagination';
import { card } from './es/card';
import { search } from './es/search';
import { directory } from './es/directory';
import { favorites } from './es/favorites';
import { contact } from './es/contact';
import { addPlace } from './es/addPlace';
import { lists } from './es/lists';
import { saving } from './es/saving';
import { profile } from './es/profile';

/**
 * The interface in Spanish, as a Fort Worth diner reads it (es-US): the informal
 * "tú" of a friend's tip, and Texan food words kept as locals say them (barbecue,
 * Tex-Mex, brisket). Same ids and placeholders as en.ts, namespace by namespace.
 */
export const es: Catalog = { ...layout, ...pagination, ...card, ...search, ...directory, ...favorites, ...contact, ...addPlace, ...lists, ...saving, ...profile };
