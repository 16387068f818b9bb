import type { Catalog } from './en';
import { about } from './es/about';
import { advertise } from './es/advertise';
import { articles } from './es/articles';
import { business } from './es/business';
import { cuisines } from './es/cuisines';
import { dates } from './es/dates';
import { factAnswers } from './es/factAnswers';
import { facts } from './es/facts';
import { guides } from './es/guides';
import { home } from './es/home';
import { hours } from './es/hours';
import { layout } from './es/layout';
import { prices } from './es/prices';
import { ratings } from './es/ratings';
import { recipes } from './es/recipes';
import { reports } from './es/reports';

/**
 * The interface in Spanish, as a Fort Worth diner reads it (es-US): the informal
 * "tú" of a friend's tip, and Texan food words kept as locals say them (barbecue,
 * Tex-Mex, brisket). Same ids and placeholders as en.ts, namespace by namespace.
 */
export const es: Catalog = { ...about, ...advertise, ...articles, ...business, ...cuisines, ...dates, ...factAnswers, ...facts, ...guides, ...home, ...hours, ...layout, ...prices, ...ratings, ...recipes, ...reports };
