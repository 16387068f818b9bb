import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { articles, guides, recipes } from '~/db/schema';
import { listRecentChanges } from './changes.server';
import { countUnreadMessages } from './contact-messages.server';
import { countDraftListings } from './desk-restaurants.server';
import { countOpenListingReports } from './listing-reports.server';
import { countPendingPhotos } from './photos.server';
import { countPendingReplies } from './owner-replies.server';
import { countOpenReports } from './reports.server';
import { countOpenSuggestions } from './suggestions.server';
import { disputedFacts } from './fact-votes.server';

export type DeskItem = { id: number; title: string; status: string; publishedAt: string; updatedAt: string | null; editPath: string };

/** Unfinished and upcoming articles, recipes and guides: drafts (newest edit first) and scheduled items (soonest first). */
async function waitingItems(db: Db, status: 'draft' | 'scheduled'): Promise<DeskItem[]> {
  const order = status === 'draft' ? 'updated' : 'published';
  const [articleRows, recipeRows, guideRows] = await db.batch([
    db
      .select({ id: articles.id, title: articles.title, status: articles.status, publishedAt: articles.publishedAt, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.status, status))
      .orderBy(order === 'updated' ? desc(articles.updatedAt) : asc(articles.publishedAt))
      .limit(20),
    db
      .select({ id: recipes.id, title: recipes.title, status: recipes.status, publishedAt: recipes.publishedAt, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(inArray(recipes.status, [status]))
      .orderBy(order === 'updated' ? desc(recipes.updatedAt) : asc(recipes.publishedAt))
      .limit(20),
    db
      .select({ id: guides.id, title: guides.title, status: guides.status, publishedAt: guides.publishedAt, updatedAt: guides.updatedAt })
      .from(guides)
      .where(eq(guides.status, status))
      .orderBy(order === 'updated' ? desc(guides.updatedAt) : asc(guides.publishedAt))
      .limit(20),
  ]);
  return [
    ...articleRows.map((row) => ({ ...row, editPath: `/admin/articles/${row.id}` })),
    ...recipeRows.map((row) => ({ ...row, editPath: `/admin/recipes/${row.id}` })),
    ...guideRows.map((row) => ({ ...row, editPath: `/admin/guides/${row.id}` })),
  ];
}

/** What the desk's overview lists: what needs an editor now. */
export async function deskAttention(db: Db) {
  const [drafts, scheduled, recentChanges, pendingPhotos, openReports, listingReports, unreadMessages, draftListings, suggestions, pendingReplies, disputed] = await Promise.all([
    waitingItems(db, 'draft'),
    waitingItems(db, 'scheduled'),
    listRecentChanges(db, 10),
    countPendingPhotos(db),
    countOpenReports(db),
    countOpenListingReports(db),
    countUnreadMessages(db),
    countDraftListings(db),
    countOpenSuggestions(db),
    countPendingReplies(db),
    disputedFacts(db),
  ]);
  const community = [
    { label: 'Photos waiting', count: pendingPhotos, to: '/admin/moderation#pending-photos' },
    { label: 'Owner replies waiting', count: pendingReplies, to: '/admin/moderation#owner-replies' },
    { label: 'Open reports', count: openReports, to: '/admin/moderation#open-reports' },
    { label: 'Listing reports', count: listingReports, to: '/admin/moderation#listing-reports' },
    { label: 'Unread messages', count: unreadMessages, to: '/admin/messages' },
    { label: 'Suggested places', count: suggestions, to: '/admin/suggestions' },
  ];
  return { drafts, scheduled, recentChanges, community, draftListings, disputedFacts: disputed };
}
