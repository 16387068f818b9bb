import { and, eq, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { articles, guides, recipes, translations } from '~/db/schema';
import { recordChange } from './changes.server';
import { advanceContentGeneration } from './content-generation.server';

type Publishable = typeof articles | typeof recipes | typeof guides;

/**
 * What readers may see of an article, recipe or guide at `now`: published, or scheduled
 * and its time has come (so a scheduled item is live at its minute even before the
 * cron below marks it published). Every reader-facing query filters on this.
 */
export function isLive(table: Publishable, now: Date = new Date()): SQL {
  return or(eq(table.status, 'published'), and(eq(table.status, 'scheduled'), lte(table.publishedAt, now.toISOString())))!;
}

/**
 * Run every minute by the Worker's cron trigger: scheduled items whose time has
 * come become published, each change is recorded, and the content generation
 * moves on so no cached page hides them. Returns how many went live.
 */
export async function publishDueItems(db: Db, now: Date = new Date()) {
  const at = now.toISOString();
  const due = (table: Publishable) =>
    db
      .update(table)
      .set({ status: 'published' })
      .where(and(eq(table.status, 'scheduled'), lte(table.publishedAt, at)))
      .returning({ id: table.id, title: table.title });
  // An editor's Spanish version goes live at its time too, under its own history (`article-es`).
  const spanishDue = db
    .update(translations)
    .set({ status: 'published' })
    .where(and(eq(translations.status, 'scheduled'), lte(translations.publishedAt, at)))
    .returning({ id: translations.entityId, entity: translations.entity, fields: translations.fields });
  const [wentLive, recipesLive, guidesLive, spanishLive] = await db.batch([due(articles), due(recipes), due(guides), spanishDue]);
  const changes = [
    ...wentLive.map((item) => ({ entity: 'article' as const, ...item })),
    ...recipesLive.map((item) => ({ entity: 'recipe' as const, ...item })),
    ...guidesLive.map((item) => ({ entity: 'guide' as const, ...item })),
    ...spanishLive.map(({ id, entity, fields }) => ({ entity: `${entity}-es` as const, id, title: fields.title ?? fields.description ?? '' })),
  ];
  if (!changes.length) return 0;
  await db.batch(
    changes.map((item) => recordChange(db, { entity: item.entity, entityId: item.id, userId: null, action: 'published (as scheduled)', summary: item.title })) as [
      ReturnType<typeof recordChange>,
      ...ReturnType<typeof recordChange>[],
    ],
  );
  await advanceContentGeneration(db);
  return changes.length;
}
