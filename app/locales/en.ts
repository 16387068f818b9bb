import { about } from './en/about';
import { addPlace } from './en/addPlace';
import { advertise } from './en/advertise';
import { articles } from './en/articles';
import { beenDetails } from './en/beenDetails';
import { business } from './en/business';
import { card } from './en/card';
import { claim } from './en/claim';
import { contact } from './en/contact';
import { cuisinePages } from './en/cuisinePages';
import { cuisines } from './en/cuisines';
import { dates } from './en/dates';
import { digests } from './en/digests';
import { directory } from './en/directory';
import { factAnswers } from './en/factAnswers';
import { facts } from './en/facts';
import { favorite } from './en/favorite';
import { favorites } from './en/favorites';
import { follow } from './en/follow';
import { followFeed } from './en/followFeed';
import { followPage } from './en/followPage';
import { guides } from './en/guides';
import { home } from './en/home';
import { hours } from './en/hours';
import { layout } from './en/layout';
import { limits } from './en/limits';
import { listForms } from './en/listForms';
import { lists } from './en/lists';
import { ownerPage } from './en/ownerPage';
import { ownerReply } from './en/ownerReply';
import { pagination } from './en/pagination';
import { photos } from './en/photos';
import { placeMap } from './en/placeMap';
import { prices } from './en/prices';
import { profile } from './en/profile';
import { ratings } from './en/ratings';
import { recipes } from './en/recipes';
import { report } from './en/report';
import { reportItem } from './en/reportItem';
import { reports } from './en/reports';
import { restaurant } from './en/restaurant';
import { review } from './en/review';
import { reviews } from './en/reviews';
import { saving } from './en/saving';
import { search } from './en/search';
import { signIn } from './en/signIn';

/**
 * The interface's words in English: the source catalog (decision 052), one file
 * per namespace under en/, the part of the site that reads them. Every id starts
 * with its namespace: a route's loader sends only its namespaces' messages
 * (app/modules/messages.server.ts), so a page carries the words it shows and no
 * others. Messages are ICU MessageFormat: `{count, plural, one {# review} other
 * {# reviews}}`. Spanish (es/) gives every id; a test fails on any it misses.
 */
export const en = { ...about, ...addPlace, ...advertise, ...articles, ...beenDetails, ...business, ...card, ...claim, ...contact, ...cuisinePages, ...cuisines, ...dates, ...digests, ...directory, ...factAnswers, ...facts, ...favorite, ...favorites, ...follow, ...followFeed, ...followPage, ...guides, ...home, ...hours, ...layout, ...limits, ...listForms, ...lists, ...ownerPage, ...ownerReply, ...pagination, ...photos, ...placeMap, ...prices, ...profile, ...ratings, ...recipes, ...report, ...reportItem, ...reports, ...restaurant, ...review, ...reviews, ...saving, ...search, ...signIn } as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
