import { about } from './en/about';
import { addPlace } from './en/addPlace';
import { advertise } from './en/advertise';
import { articles } from './en/articles';
import { been } from './en/been';
import { business } from './en/business';
import { card } from './en/card';
import { contact } from './en/contact';
import { cuisines } from './en/cuisines';
import { dates } from './en/dates';
import { directory } from './en/directory';
import { factAnswers } from './en/factAnswers';
import { facts } from './en/facts';
import { favorite } from './en/favorite';
import { favorites } from './en/favorites';
import { guides } from './en/guides';
import { home } from './en/home';
import { hours } from './en/hours';
import { layout } from './en/layout';
import { lists } from './en/lists';
import { ownerReply } from './en/ownerReply';
import { pagination } from './en/pagination';
import { photos } from './en/photos';
import { prices } from './en/prices';
import { profile } from './en/profile';
import { ratings } from './en/ratings';
import { recipes } from './en/recipes';
import { report } from './en/report';
import { reports } from './en/reports';
import { restaurant } from './en/restaurant';
import { review } from './en/review';
import { reviews } from './en/reviews';
import { saving } from './en/saving';
import { search } from './en/search';

/**
 * The interface's words in English: the source catalog (decision 052), one file
 * per namespace under en/, the part of the site that reads them. Every id starts
 * with its namespace: a route's loader sends only its namespaces' messages
 * (app/modules/messages.server.ts), so a page carries the words it shows and no
 * others. Messages are ICU MessageFormat: `{count, plural, one {# review} other
 * {# reviews}}`. Spanish (es/) gives every id; a test fails on any it misses.
 */
export const en = { ...about, ...addPlace, ...advertise, ...articles, ...been, ...business, ...card, ...contact, ...cuisines, ...dates, ...directory, ...factAnswers, ...facts, ...favorite, ...favorites, ...guides, ...home, ...hours, ...layout, ...lists, ...ownerReply, ...pagination, ...photos, ...prices, ...profile, ...ratings, ...recipes, ...report, ...reports, ...restaurant, ...review, ...reviews, ...saving, ...search } as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
