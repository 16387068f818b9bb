import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { reviews } from './diners';
import { restaurants } from './listings';
import { users } from './people';

/**
 * Owners keeping their own listing true (decision 050): a claim verified through a
 * channel the listing already has, the owners it made, who said each fact and when,
 * diners' yes/no on a fact, the owner's proposals an editor reviews and their replies.
 */

export const CLAIM_STATUSES = ['open', 'approved', 'declined', 'revoked', 'withdrawn'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** How the code reached the claimant: heard on the listing's phone, or mailed to its website's domain. */
export const CLAIM_CHANNELS = ['phone', 'email'] as const;

/** Someone asking to keep a listing. Their word is evidence to weigh, never the proof. */
export const listingClaims = sqliteTable(
  'listing_claims',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who they say they are: their name and role at the place ("Owner", "General manager"). */
    claimantName: text('claimant_name').notNull(),
    claimantRole: text('claimant_role').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** SHA-256 hex of the short code; the code itself is shown once, to the claimant. */
    codeHash: text('code_hash').notNull(),
    /** An address on the listing's website domain the code was mailed to, if it was. */
    codeMailedTo: text('code_mailed_to'),
    /** Wrong codes typed back from the e-mail: past a few, the desk must call instead (migration 0022). */
    codeTries: integer('code_tries').notNull().default(0),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    /** Set on approval: the channel the code came back through. */
    verifiedVia: text('verified_via', { enum: CLAIM_CHANNELS }),
    /** Why an editor declined or revoked, in words the claimant reads. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_claims_status_created_idx').on(t.status, t.createdAt), index('listing_claims_user_idx').on(t.userId, t.createdAt), index('listing_claims_restaurant_idx').on(t.restaurantId, t.status)],
);

/** The people who may keep a listing's hours and facts: one row per approved claim. */
export const listingOwners = sqliteTable(
  'listing_owners',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => listingClaims.id, { onDelete: 'set null' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: text('granted_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.userId] }), index('listing_owners_user_idx').on(t.userId)],
);

export const FACT_SOURCES = ['editor', 'owner'] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

/**
 * Who last stated a part of a listing and when. `topic` is 'hours', 'special-hours',
 * 'fact:<key>' (app/utils/facts.ts), 'phone', 'website', 'reservation' or
 * 'price-per-person'. No row: the editors' check (restaurants.details_checked_at) speaks for it.
 */
export const listingSources = sqliteTable(
  'listing_sources',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    source: text('source', { enum: FACT_SOURCES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD in Fort Worth. */
    updatedOn: text('updated_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.topic] })],
);

/**
 * A diner's "Was this right?" on a fact. `voterKey` is the user id, or for a signed-out
 * diner a keyed hash of their address and the day, so one person counts once.
 */
export const factVotes = sqliteTable(
  'fact_votes',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    voterKey: text('voter_key').notNull(),
    answer: text('answer', { enum: ['yes', 'no'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.fact, t.voterKey] }), index('fact_votes_answer_idx').on(t.answer, t.restaurantId, t.fact)],
);

/** An owner's change an editor reviews before it shows: the "From the owner" note, the dishes. */
export const ownerProposals = sqliteTable(
  'owner_proposals',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['note', 'dishes'] }).notNull(),
    /** JSON: { note } or { dishes: [{ name, priceCents }] }. */
    payload: text('payload', { mode: 'json' }).notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined'] }).notNull().default('open'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('owner_proposals_status_created_idx').on(t.status, t.createdAt), index('owner_proposals_restaurant_idx').on(t.restaurantId, t.status)],
);

/** An owner's one public answer to a diner's review, shown once an editor approves it. */
export const ownerReplies = sqliteTable(
  'owner_replies',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The language the owner wrote in: the page's (issue 43). Shown as written, marked with it. */
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'hidden'] }).notNull().default('pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    moderatedAt: text('moderated_at'),
  },
  (t) => [uniqueIndex('owner_replies_review_unique').on(t.reviewId), index('owner_replies_status_created_idx').on(t.status, t.createdAt)],
);
