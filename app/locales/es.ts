import type { Catalog } from './en';
import { about } from './es/about';
import { addPlace } from './es/addPlace';
import { advertise } from './es/advertise';
import { articles } from './es/articles';
import { beenDetails } from './es/beenDetails';
import { business } from './es/business';
import { card } from './es/card';
import { claim } from './es/claim';
import { contact } from './es/contact';
import { cuisinePages } from './es/cuisinePages';
import { cuisines } from './es/cuisines';
import { dates } from './es/dates';
import { digests } from './es/digests';
import { directory } from './es/directory';
import { factAnswers } from './es/factAnswers';
import { facts } from './es/facts';
import { favorite } from './es/favorite';
import { favorites } from './es/favorites';
import { follow } from './es/follow';
import { followFeed } from './es/followFeed';
import { followPage } from './es/followPage';
import { guides } from './es/guides';
import { home } from './es/home';
import { hours } from './es/hours';
import { layout } from './es/layout';
import { limits } from './es/limits';
import { listForms } from './es/listForms';
import { lists } from './es/lists';
import { ownerPage } from './es/ownerPage';
import { ownerReply } from './es/ownerReply';
import { pagination } from './es/pagination';
import { photos } from './es/photos';
import { placeMap } from './es/placeMap';
import { prices } from './es/prices';
import { profile } from './es/profile';
import { ratings } from './es/ratings';
import { recipes } from './es/recipes';
import { report } from './es/report';
import { reportItem } from './es/reportItem';
import { reports } from './es/reports';
import { restaurant } from './es/restaurant';
import { review } from './es/review';
import { reviews } from './es/reviews';
import { saving } from './es/saving';
import { search } from './es/search';
import { signIn } from './es/signIn';

/**
 * The interface in Spanish, as a Fort Worth diner reads it (es-US): the informal
 * "tú" of a friend's tip, and Texan food words kept as locals say them (barbecue,
 * Tex-Mex, brisket). Same ids and placeholders as en.ts, namespace by namespace.
 */
export const es: Catalog = { ...about, ...addPlace, ...advertise, ...articles, ...beenDetails, ...business, ...card, ...claim, ...contact, ...cuisinePages, ...cuisines, ...dates, ...digests, ...directory, ...factAnswers, ...facts, ...favorite, ...favorites, ...follow, ...followFeed, ...followPage, ...guides, ...home, ...hours, ...layout, ...limits, ...listForms, ...lists, ...ownerPage, ...ownerReply, ...pagination, ...photos, ...placeMap, ...prices, ...profile, ...ratings, ...recipes, ...report, ...reportItem, ...reports, ...restaurant, ...review, ...reviews, ...saving, ...search, ...signIn };
