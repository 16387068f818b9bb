import { layout } from './en/layout';
import { restaurant } from './en/restaurant';
import { reviews } from './en/reviews';
import { review } from './en/review';
import { ownerReply } from './en/ownerReply';
import { photos } from './en/photos';
import { report } from './en/report';
import { favorite } from './en/favorite';

/**
 * The interface's words in English: the source catalog (decision 052), one file
 * per namespace under en/, the part of the site that reads them. Every id starts
 * with its namespace: a route's loader sends only its namespaces' messages
 * (app/modules/messages.server.ts), so a page carries the words it shows and no
 * others. Messages are ICU MessageFormat: `{count, plural, one {# review} other
 * {# reviews}}`. Spanish (es/) gives every id; a test fails on any it misses.
 */
export const en = { ...layout, ...restaurant, ...reviews, ...review, ...ownerReply, ...photos, ...report, ...favorite } as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
