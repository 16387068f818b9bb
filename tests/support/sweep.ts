import { createDb } from '../../app/db/client.server';
import { listSitemapEntries } from '../../app/models/sitemap.server';
import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { JS_MODES } from './browser';
import { addDays, fortWorthTime } from '../../app/utils/hours';

/**
 * The rendering sweep's matrix, shared by tests/browser/sweep.test.ts and
 * `npm run screenshots`: every kind of page x phone and desktop x signed out and
 * signed in x JavaScript off and on.
 */

/** The sample person of the Facebook stand-in with a long name and a real 200x200 photo. */
export const SWEEP_PERSON = 'Maximiliana Wolfeschlegelsteinhausen-Bergerdorff';

export const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** The sample editor of the Facebook stand-in (an admin by ADMIN_FACEBOOK_IDS in tests): the desk's pages are swept as her. */
export const SWEEP_EDITOR = 'Erin Editor';

export const SIGN_INS = [
  { name: 'signed out', signedIn: false, editor: false },
  { name: 'signed in', signedIn: true, editor: false },
  { name: 'signed in as an editor', signedIn: true, editor: true },
] as const;

export type Combination = {
  viewport: (typeof VIEWPORTS)[number];
  signIn: (typeof SIGN_INS)[number];
  mode: (typeof JS_MODES)[number];
  /** e.g. "phone, signed in, JavaScript off": names a cell with the page kind. */
  name: string;
};

/** Signed out before signed in: the header's signed-out height is the reference. */
export const COMBINATIONS: Combination[] = SIGN_INS.flatMap((signIn) =>
  VIEWPORTS.flatMap((viewport) =>
    JS_MODES.map((mode) => ({ viewport, signIn, mode, name: `${viewport.name}, ${signIn.name}, ${mode.name}` })),
  ),
);

export type PageKind = { kind: string; path: string; status: number };

/**
 * One URL per kind of page a real site's sitemap lists (the first of each path
 * pattern: `/restaurant/*`, `/review/*`, ...), then the pages the sitemap leaves out.
 * With `all`, every sitemap URL instead of the first of each kind. Read from the
 * database: the app under test runs as a demo, whose sitemap is empty.
 */
export async function pageKinds(app: { db: D1Database }, { all = false } = {}): Promise<PageKind[]> {
  const paths = (await listSitemapEntries(createDb(app.db))).map((entry) => entry.path);
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const [first, ...rest] = path.split('/').filter(Boolean);
    const kind = first ? `/${first}${rest.length ? '/*' : ''}` : '/';
    if (all) kinds.set(path, path);
    else if (!kinds.has(kind)) kinds.set(kind, path);
  }
  const restaurant = kinds.get('/restaurant/*');
  if (restaurant) await giveEveryDetail(app.db, restaurant.split('/').pop()!);
  await giveSweepPersonLists(app.db);
  // The sweep person keeps that listing from the owner's side; signed out, its page asks to sign in.
  if (restaurant) await makeSweepPersonOwner(app.db, restaurant.split('/').pop()!);
  return [
    ...[...kinds].map(([kind, path]) => ({ kind, path, status: 200 })),
    { kind: 'search results', path: '/search?q=bbq', status: 200 },
    // The listing with facts filtered on: "More filters" open, counts beside every option, badges and dishes on the cards.
    { kind: 'listing filtered by facts', path: '/?has=vegetarian&has=patio&pp=15-30&view=list', status: 200 },
    // What following a listing's search gives: the search in words and its feed's address.
    { kind: 'followed search', path: '/follow?priceLevel=2&neighborhood=Near+Southside&has=vegan', status: 200 },
    { kind: 'favorites', path: '/favorites', status: 200 },
    // Signed in: the sweep person's Been list, with a day and a long note; signed out, the sign-in panel.
    { kind: 'my lists', path: '/lists?list=been', status: 200 },
    { kind: 'shared list', path: `/l/${SWEEP_SHARED_LIST_TOKEN}`, status: 200 },
    // Signed out, /profile sends the diner home.
    { kind: 'profile', path: '/profile', status: 200 },
    { kind: 'sign-in', path: '/auth/facebook', status: 200 },
    // For businesses: what they offer signed out, the person's places and claims signed in.
    { kind: 'business login', path: '/business', status: 200 },
    { kind: 'claim your business', path: '/business/claim?q=cafe', status: 200 },
    ...(restaurant
      ? [
          { kind: 'claim a listing', path: `${restaurant}/claim`, status: 200 },
          { kind: 'owner page', path: `/business/${restaurant.split('/').pop()}`, status: 200 },
        ]
      : []),
    { kind: 'not found', path: '/no-such-page-here', status: 404 },
  ];
}

/** The sweep person's shared Want to go list (a token of the real shape: 22 base64url characters). */
export const SWEEP_SHARED_LIST_TOKEN = 'SweepSharedListToken01';

async function makeSweepPersonOwner(db: D1Database, slug: string) {
  await db
    .prepare("INSERT OR IGNORE INTO listing_owners (restaurant_id, user_id) SELECT r.id, u.id FROM restaurants r, users u WHERE r.slug = ? AND u.facebook_id = '10006'")
    .bind(slug)
    .run();
}

/**
 * Lists for the sweep person (created ahead of their sign-in, which then finds them):
 * Want to go shared by link with a title and note, and Been with a day and a long note.
 */
async function giveSweepPersonLists(db: D1Database) {
  await db
    .prepare("INSERT INTO users (facebook_id, name, username) VALUES ('10006', ?, 'maximiliana') ON CONFLICT (facebook_id) DO NOTHING")
    .bind(SWEEP_PERSON)
    .run();
  const userId = (await db.prepare("SELECT id FROM users WHERE facebook_id = '10006'").first<number>('id'))!;
  const ids = (await db.prepare('SELECT id FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 5').all<{ id: number }>()).results.map((r) => r.id);
  const note = 'Sat at the counter; the brisket was gone by one, the sausage and the banana pudding made up for it. Go early on a Saturday.';
  await db.batch([
    ...ids.slice(0, 3).map((id) => db.prepare("INSERT OR IGNORE INTO list_entries (user_id, list, restaurant_id) VALUES (?, 'want', ?)").bind(userId, id)),
    db.prepare("INSERT OR IGNORE INTO list_entries (user_id, list, restaurant_id, visited_on, note) VALUES (?, 'been', ?, '2026-10-03', ?)").bind(userId, ids[3], note),
    db.prepare("INSERT OR IGNORE INTO list_entries (user_id, list, restaurant_id) VALUES (?, 'been', ?)").bind(userId, ids[4]),
    db
      .prepare("INSERT OR IGNORE INTO list_shares (user_id, list, token, title, note) VALUES (?, 'want', ?, 'Next on my list: a long title to see how it wraps', 'Places friends keep telling me about.')")
      .bind(userId, SWEEP_SHARED_LIST_TOKEN),
    // Places the sweep person suggested: one waiting in the desk (under the name of a listing it may
    // duplicate), one declined with a reason their profile shows.
    db
      .prepare(
        "INSERT INTO restaurant_suggestions (name, address, cuisine_id, phone, website, hours, relation, user_id, status, reason) SELECT name, coalesce(address, '100 Main St'), cuisine_id, coalesce(phone, ''), coalesce(website, ''), 'Mon–Sat 11-9, Sun closed', 'diner', ?, 'open', NULL FROM restaurants WHERE id = ? AND NOT EXISTS (SELECT 1 FROM restaurant_suggestions WHERE user_id = ?)",
      )
      .bind(userId, ids[0], userId),
    db
      .prepare(
        "INSERT INTO restaurant_suggestions (name, address, cuisine_id, relation, user_id, status, reason) SELECT 'A food truck with a long name that moves about town', 'Somewhere on Magnolia Avenue', cuisine_id, 'diner', ?, 'declined', 'We list places with a fixed address; tell us where it parks most days.' FROM restaurants WHERE id = ? AND (SELECT count(*) FROM restaurant_suggestions WHERE user_id = ?) = 1",
      )
      .bind(userId, ids[0], userId),
  ]);
}

/**
 * The swept restaurant page with every section a listing's details add: facts checked on
 * two days, long dish names, happy hour, a spend, and special dates from today (sample
 * content has none near today). Replaces whatever details the sample gave it.
 */
export async function giveEveryDetail(db: D1Database, slug: string) {
  const id = (await db.prepare('SELECT id FROM restaurants WHERE slug = ?').bind(slug).first<number>('id'))!;
  const today = fortWorthTime(new Date()).date;
  const facts: Array<[string, string, string]> = [
    ['vegetarian', 'yes', today], ['vegan', 'no', today], ['gluten-free', 'yes', today],
    ['step-free', 'yes', addDays(today, -30)], ['accessible-restroom', 'no', addDays(today, -30)],
    ['patio', 'yes', today], ['dog-friendly', 'yes', addDays(today, -9)], ['parking-street', 'yes', today], ['byob', 'no', today],
  ];
  const dishes: Array<[string, number | null]> = [
    ['Smoked brisket plate with two sides and Texas toast', 2450], ['Beef rib', null], ['Jalapeño cheddar sausage', 950], ['Banana pudding', 650], ['Peach cobbler', 700],
  ];
  await db.batch([
    ...['restaurant_facts', 'restaurant_dishes', 'happy_hours', 'special_hours'].map((table) => db.prepare(`DELETE FROM ${table} WHERE restaurant_id = ?`).bind(id)),
    ...facts.map(([fact, value, on]) => db.prepare('INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, ?, ?, ?)').bind(id, fact, value, on)),
    ...dishes.map(([name, cents], i) => db.prepare('INSERT INTO restaurant_dishes (restaurant_id, position, name, price_cents) VALUES (?, ?, ?, ?)').bind(id, i + 1, name, cents)),
    ...[1, 2, 3, 4, 5].map((weekday) => db.prepare('INSERT INTO happy_hours (restaurant_id, weekday, starts_minute, ends_minute) VALUES (?, ?, 900, 1080)').bind(id, weekday)),
    db.prepare("INSERT INTO special_hours (restaurant_id, on_date, opens_minute, closes_minute, note) VALUES (?, ?, 660, 900, 'Christmas Eve'), (?, ?, NULL, NULL, 'Thanksgiving')").bind(id, addDays(today, 2), id, addDays(today, 5)),
    db.prepare('UPDATE restaurants SET price_per_person = 25 WHERE id = ?').bind(id),
  ]);
}

/**
 * The editors' desk, swept only as an editor (anyone else gets a sign-in
 * redirect or a 403 page, which the access tests cover): the overview, each
 * list, a new item's form and a seeded item's form with its history.
 */
export const DESK_KINDS: PageKind[] = [
  { kind: 'desk overview', path: '/admin', status: 200 },
  { kind: 'desk articles', path: '/admin/articles', status: 200 },
  { kind: 'desk new article', path: '/admin/articles/new', status: 200 },
  { kind: 'desk article', path: '/admin/articles/1', status: 200 },
  { kind: 'desk guides', path: '/admin/guides', status: 200 },
  { kind: 'desk new guide', path: '/admin/guides/new', status: 200 },
  { kind: 'desk guide', path: '/admin/guides/1', status: 200 },
  { kind: 'desk recipes', path: '/admin/recipes', status: 200 },
  { kind: 'desk new recipe', path: '/admin/recipes/new', status: 200 },
  { kind: 'desk recipe', path: '/admin/recipes/1', status: 200 },
  { kind: 'desk restaurants', path: '/admin/restaurants', status: 200 },
  { kind: 'desk new restaurant', path: '/admin/restaurants/new', status: 200 },
  { kind: 'desk restaurant', path: '/admin/restaurants/1', status: 200 },
  { kind: 'desk moderation', path: '/admin/moderation', status: 200 },
  { kind: 'desk messages', path: '/admin/messages', status: 200 },
  { kind: 'desk suggestions', path: '/admin/suggestions', status: 200 },
  { kind: 'desk claims', path: '/admin/claims', status: 200 },
  { kind: 'desk people', path: '/admin/people', status: 200 },
];

/** A page's Spanish twin (issue 43): the same route under /es. */
export function spanishTwin(kind: PageKind): PageKind {
  const path = kind.path === '/' ? '/es' : kind.path.startsWith('/?') ? `/es${kind.path.slice(1)}` : `/es${kind.path}`;
  return { kind: `${kind.kind}, in Spanish`, path, status: kind.status };
}

/**
 * The pages a cell sweeps: the desk as an editor, the site otherwise. On the phone
 * the site's Spanish twins too: their longer words are what overflow or wrap there.
 */
export function kindsFor(combination: Combination, siteKinds: PageKind[]): PageKind[] {
  if (combination.signIn.editor) return DESK_KINDS;
  return combination.viewport.name === 'phone' ? [...siteKinds, ...siteKinds.map(spanishTwin)] : siteKinds;
}

/** Signs a stand-in person in once; the cookies serve every context signed in as them. */
export async function signInState(browser: Browser, origin: string, standInOrigin: string, person = SWEEP_PERSON) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto('/auth/facebook');
  await page.getByRole('main').getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.waitForURL(`${standInOrigin}/${GRAPH_API_VERSION}/dialog/oauth?**`);
  await page.getByRole('button', { name: `Continue as ${person}` }).click();
  await page.waitForURL(`${origin}/**`);
  await page.getByLabel(`Account menu for ${person}`).waitFor({ state: 'attached' });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * A context for one combination. The offline worker is allowed: the sweep looks
 * at what a diner gets, and its registration is part of every page.
 */
export function newSweepContext(
  browser: Browser,
  origin: string,
  combination: Combination,
  states: { diner: BrowserContextOptions['storageState']; editor: BrowserContextOptions['storageState'] },
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    viewport: combination.viewport.viewport,
    isMobile: combination.viewport.isMobile,
    hasTouch: combination.viewport.hasTouch,
    javaScriptEnabled: combination.mode.javaScriptEnabled,
    serviceWorkers: 'allow',
    ...(combination.signIn.signedIn ? { storageState: combination.signIn.editor ? states.editor : states.diner } : {}),
  });
}

/**
 * Asks for every lazy picture now (those in a sideways carousel would wait for a
 * swipe) and waits until each has loaded or failed, at most 10 s.
 */
export async function loadEveryPicture(page: Page) {
  await page.evaluate(() => {
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
  });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000, polling: 100 })
    .catch(() => {});
}
