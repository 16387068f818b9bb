import { about } from './en/about';
import { advertise } from './en/advertise';
import { articles } from './en/articles';
import { business } from './en/business';
import { cuisines } from './en/cuisines';
import { dates } from './en/dates';
import { factAnswers } from './en/factAnswers';
import { facts } from './en/facts';
import { guides } from './en/guides';
import { home } from './en/home';
import { hours } from './en/hours';
import { layout } from './en/layout';
import { prices } from './en/prices';
import { ratings } from './en/ratings';
import { recipes } from './en/recipes';
import { reports } from './en/reports';

/**
 * The interface's words in English: the source catalog (decision 052), one file
 * per namespace under en/, the part of the site that reads them. Every id starts
 * with its namespace: a route's loader sends only its namespaces' messages
 * (app/modules/messages.server.ts), so a page carries the words it shows and no
 * others. Messages are ICU MessageFormat: `{count, plural, one {# review} other
 * {# reviews}}`. Spanish (es/) gives every id; a test fails on any it misses.
 */
export const en = { ...about, ...advertise, ...articles, ...business, ...cuisines, ...dates, ...factAnswers, ...facts, ...guides, ...home, ...hours, ...layout, ...prices, ...ratings, ...recipes, ...reports } as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
