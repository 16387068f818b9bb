import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { sessions, users } from '~/db/schema';

/** A session lasts 30 days from sign-in, whatever the cookie says. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Last seen is written at most this often, so reading a page rarely writes. */
const LAST_SEEN_PRECISION_MS = 60 * 60 * 1000;

function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The table keeps only a hash of the id the cookie carries. */
async function hashId(id: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Starts a session for the user; returns the id for the cookie. Also sweeps their expired sessions. */
export async function createSession(db: Db, userId: number, now = new Date()) {
  const id = randomId();
  const at = now.toISOString();
  await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, at))),
    db.insert(sessions).values({
      idHash: await hashId(id),
      userId,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    }),
  ]);
  return id;
}

/**
 * The user a live session belongs to, or null when the session is unknown,
 * deleted (signed out) or expired. Marks the session as seen, at most hourly.
 */
export async function getSessionUser(db: Db, sessionId: string, now = new Date()) {
  const idHash = await hashId(sessionId);
  const at = now.toISOString();
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, at)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - Date.parse(row.lastSeenAt) > LAST_SEEN_PRECISION_MS) {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

/** Sign out: this session stops working everywhere at once. */
export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.idHash, await hashId(sessionId)));
}

/** "Sign out of all devices": every session of the user ends. */
export async function deleteUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** How many live sessions (signed-in browsers) the user has. */
export async function countUserSessions(db: Db, userId: number, now = new Date()) {
  const [row] = await db
    .select({ live: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now.toISOString())));
  return row?.live ?? 0;
}
