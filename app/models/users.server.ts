import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { friendships, users, type Role } from '~/db/schema';
import { statementsInRuns } from '~/db/bound-parameters';

export async function getUserById(db: Db, id: number) {
  return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
}

/** What sign-in learned from Facebook, already validated. */
export type FacebookIdentity = {
  facebookId: string;
  name: string;
  email: string | null;
  profilePicture: string | null;
  /** Facebook ids of the diner's friends who also use the app. */
  friendIds: string[];
};

/** The spec's rule: the e-mail's local part, or "user_" plus the Facebook id. */
export function usernameFor(identity: Pick<FacebookIdentity, 'facebookId' | 'email'>): string {
  const local = identity.email?.split('@')[0]?.trim();
  return local ? local.slice(0, 64) : `user_${identity.facebookId}`;
}

/**
 * Creates the diner on their first sign-in or refreshes their name, picture and
 * e-mail on later ones, and replaces their stored friend list. `created` tells
 * a first sign-in ("Welcome!") from a return ("Welcome back!").
 */
export async function upsertFacebookUser(
  db: Db,
  identity: FacebookIdentity,
  { admin = false }: { admin?: boolean } = {},
): Promise<{ id: number; created: boolean }> {
  const values = {
    facebookId: identity.facebookId,
    name: identity.name,
    username: usernameFor(identity),
    email: identity.email,
    profilePicture: identity.profilePicture,
    // The operator's ADMIN_FACEBOOK_IDS make an admin; signing in never takes a role away.
    ...(admin ? { role: 'admin' as const } : {}),
  };
  const [inserted] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.facebookId })
    .returning({ id: users.id });
  let id = inserted?.id;
  if (id === undefined) {
    const [updated] = await db
      .update(users)
      .set({ ...values, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(eq(users.facebookId, identity.facebookId))
      .returning({ id: users.id });
    if (!updated) throw new Error('The user vanished during sign-in');
    id = updated.id;
  }
  await replaceFriends(db, id, identity.friendIds);
  return { id, created: inserted !== undefined };
}

async function replaceFriends(db: Db, userId: number, friendIds: string[]) {
  const unique = [...new Set(friendIds)];
  const remove = db.delete(friendships).where(eq(friendships.userId, userId));
  const inserts = statementsInRuns(unique, (run) => db.insert(friendships).values(run.map((friendFacebookId) => ({ userId, friendFacebookId }))), { perItem: 2 });
  await db.batch([remove, ...inserts]);
}

export const DESK_ROLES: readonly Role[] = ['editor', 'admin'];

export function canUseDesk(user: { role: Role } | null | undefined) {
  return !!user && DESK_ROLES.includes(user.role);
}

/** The kinds the desk edits, one editor each. */
export type DeskEntity = 'article' | 'recipe' | 'guide' | 'restaurant';
/**
 * What can be edited: a desk kind, or a listing's owner-facing parts (hours, special
 * dates, facts, phone, website, reservations, price per person) on /business/<slug>.
 */
export type EditableEntity = DeskEntity | 'listing-facts';

/** Someone asking to edit: their role and, for an owner, the listings they own (listing-owners.server.ts). */
export type Editor = { role: Role; ownedRestaurantIds?: readonly number[] };

/**
 * Who may edit what: the one rule every editor asks, for an item (`id`) or a new
 * one (`id` null). The desk's roles edit everything; an owner edits only the
 * owner-facing parts of the listings they own, never a desk kind (the editorial
 * text, the rating, reviews) and never a new item.
 */
export function mayEdit(user: Editor | null | undefined, target: { entity: EditableEntity; id: number | null }) {
  if (canUseDesk(user)) return true;
  return target.entity === 'listing-facts' && target.id !== null && !!user?.ownedRestaurantIds?.includes(target.id);
}

const personColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  role: users.role,
  memberSince: users.memberSince,
};

/** Whether anyone has been made an admin yet: until then the site has no desk. */
export async function hasAnAdmin(db: Db) {
  return !!(await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1).get());
}

/** The people who run the desk, admins first. */
export function listDeskPeople(db: Db) {
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.role, [...DESK_ROLES]))
    .orderBy(sql`${users.role} = 'admin' DESC`, asc(users.name));
}

/** Signed-in diners (never the sample diners) whose name, username or e-mail contains `query`. */
export async function findDiners(db: Db, query: string, limit = 20) {
  if (!query) return [];
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = (column: typeof users.name | typeof users.username | typeof users.email) =>
    sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  return db
    .select(personColumns)
    .from(users)
    .where(
      and(
        eq(users.role, 'diner'),
        sql`${users.facebookId} NOT LIKE 'sample:%'`,
        or(matches(users.name), matches(users.username), matches(users.email)),
      ),
    )
    .orderBy(asc(users.name))
    .limit(limit);
}

/**
 * Grants or revokes the editor role. Admins are named by the operator
 * (ADMIN_FACEBOOK_IDS) and are never changed here; returns the person, or null
 * when there is no such diner or editor.
 */
export async function setEditorRole(db: Db, userId: number, editor: boolean) {
  const [person] = await db
    .update(users)
    .set({ role: editor ? 'editor' : 'diner', updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')))
    .returning(personColumns);
  return person ?? null;
}
