import { layout } from './en/layout';
import { cuisines } from './en/cuisines';
import { prices } from './en/prices';
import { facts } from './en/facts';
import { factAnswers } from './en/factAnswers';
import { hours } from './en/hours';
import { dates } from './en/dates';
import { ratings } from './en/ratings';
import { reports } from './en/reports';

/**
 * The interface's words in English: the source catalog (decision 052), one file
 * per namespace under en/, the part of the site that reads them. Every id starts
 * with its namespace: a route's loader sends only its namespaces' messages
 * (app/modules/messages.server.ts), so a page carries the words it shows and no
 * others. Messages are ICU MessageFormat: `{count, plural, one {# review} other
 * {# reviews}}`. Spanish (es/) gives every id; a test fails on any it misses.
 */
export const en = { ...layout, ...cuisines, ...prices, ...facts, ...factAnswers, ...hours, ...dates, ...ratings, ...reports } as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
