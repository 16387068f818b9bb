import type { Catalog } from './en';
import { layout } from './es/layout';
import { cuisines } from './es/cuisines';
import { prices } from './es/prices';
import { facts } from './es/facts';
import { factAnswers } from './es/factAnswers';
import { hours } from './es/hours';
import { dates } from './es/dates';
import { ratings } from './es/ratings';
import { reports } from './es/reports';

/**
 * The interface in Spanish, as a Fort Worth diner reads it (es-US): the informal
 * "tú" of a friend's tip, and Texan food words kept as locals say them (barbecue,
 * Tex-Mex, brisket). Same ids and placeholders as en.ts, namespace by namespace.
 */
export const es: Catalog = { ...layout, ...cuisines, ...prices, ...facts, ...factAnswers, ...hours, ...dates, ...ratings, ...reports };
