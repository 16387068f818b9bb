import { layout } from './en/layout';
import { pagination } from './en/pagination';
import { card } from './en/card';
import { search } from './en/search';
import { directory } from './en/directory';
import { favorites } from './en/favorites';
import { contact } from './en/contact';
import { addPlace } from './en/addPlace';
import { lists } from './en/lists';
import { saving } from './en/saving';
import { profile } from './en/profile';

/**
 * The interface's words in English: the source catalog (decision 052), one file
 * per namespace under en/, the part of the site that reads them. Every id starts
 * with its namespace: a route's loader sends only its namespaces' messages
 * (app/modules/messages.server.ts), so a page carries the words it shows and no
 * others. Messages are ICU MessageFormat: `{count, plural, one {# review} other
 * {# reviews}}`. Spanish (es/) gives every id; a test fails on any it misses.
 */
export const en = { ...layout, ...pagination, ...card, ...search, ...directory, ...favorites, ...contact, ...addPlace, ...lists, ...saving, ...profile } as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
