import type { AppLoadContext, SessionStorage } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Authenticator } from 'remix-auth';
import { FacebookStrategy, type FacebookProfile } from 'remix-auth-facebook';
import { z } from 'zod';
import type { Db } from '~/db/client.server';
import { createSession, deleteSession, deleteUserSessions, getSessionUser } from '~/models/sessions.server';
import { ownedRestaurantIds } from '~/models/listing-owners.server';
import { canUseDesk, mayEdit, upsertFacebookUser, type DeskEntity, type FacebookIdentity } from '~/models/users.server';
import type { Env } from './env.server';
import { facebookEndpoints, type FacebookEndpoints } from './facebook-endpoints.server';
import { redirectWithToast } from './http.server';
import { oauthStorage, sessionStorage, type OAuthData, type ToastData } from './session.server';

/** The signed-in diner, or null, once per request (the load context remembers it). */
export function getOptionalUser(context: AppLoadContext) {
  return context.viewer();
}

/** Who the request's session belongs to: the cookie's session must exist in D1 and not have expired. */
export async function findViewer(env: Env, db: Db, request: Request) {
  const sessionId = await getSessionId(env, request);
  if (!sessionId) return null;
  try {
    return await getSessionUser(db, sessionId);
  } catch (error) {
    // The spec: an auth check failure is logged only; the diner is treated as signed out.
    console.error('Auth check failed', error);
    return null;
  }
}

async function getSessionId(env: Env, request: Request): Promise<string | null> {
  const session = await sessionStorage(env).getSession(request.headers.get('Cookie'));
  const sessionId = session.get('sessionId');
  return typeof sessionId === 'string' && /^[0-9a-f]{64}$/.test(sessionId) ? sessionId : null;
}

/** The signed-in diner, or a redirect with the given toast (the spec's "Login Required" for the profile). */
export async function requireUser(
  context: AppLoadContext,
  { redirectTo = '/', toast }: { redirectTo?: string; toast: ToastData },
) {
  const user = await getOptionalUser(context);
  if (!user) throw await redirectWithToast(context, redirectTo, toast);
  return user;
}

/**
 * The editors' desk: every /admin loader and action starts here. An anonymous
 * visitor goes to sign in and comes back; a signed-in diner gets a 403 page.
 */
export async function requireEditor(context: AppLoadContext, request: Request) {
  const user = await signedInAtDesk(context, request);
  if (!canUseDesk(user)) throw deskForbidden('The editors\' desk is for the site\'s editors.');
  return user;
}

/** One of the desk's editors (an article, a listing…): the person must be allowed to edit that item (`mayEdit`). */
export async function requireEditorOf(context: AppLoadContext, request: Request, target: { entity: DeskEntity; id: number | null }) {
  const user = await signedInAtDesk(context, request);
  if (!mayEdit(user, target)) throw deskForbidden('The editors\' desk is for the site\'s editors.');
  return user;
}

/**
 * The owner's page of a listing: the person must be signed in (else sign in and come
 * back) and allowed to edit that listing's owner-facing parts (`mayEdit`): an owner
 * of it, or one of the desk's editors. Anyone else gets a 403 page.
 */
export async function requireListingKeeper(context: AppLoadContext, request: Request, restaurantId: number) {
  const user = await signedInAtDesk(context, request);
  const owned = await ownedRestaurantIds(context.db, user.id);
  if (!mayEdit({ role: user.role, ownedRestaurantIds: owned }, { entity: 'listing-facts', id: restaurantId })) {
    throw deskForbidden('Only the owners of this listing can change it here.');
  }
  return { user, isOwner: owned.includes(restaurantId) };
}

async function signedInAtDesk(context: AppLoadContext, request: Request) {
  const user = await getOptionalUser(context);
  if (!user) {
    const url = new URL(request.url);
    const back = request.method === 'GET' ? url.pathname + url.search : url.pathname;
    throw redirect(`/auth/facebook?${new URLSearchParams({ redirectTo: back })}`, {
      headers: { 'Cache-Control': 'private, no-store' },
    });
  }
  return user;
}

/** Admins only: granting and revoking the editor role, removing the demo content. */
export async function requireAdmin(context: AppLoadContext, request: Request, refusal = 'Only an admin can change who edits the site.') {
  const user = await requireEditor(context, request);
  if (user.role !== 'admin') throw deskForbidden(refusal);
  return user;
}

function deskForbidden(message: string) {
  return json({ message }, { status: 403, headers: { 'Cache-Control': 'private, no-store' } });
}

/** Starts the diner's session: a row in D1 and a fresh cookie holding only its id. */
export async function commitUserSession(env: Env, db: Db, userId: number): Promise<string> {
  const storage = sessionStorage(env);
  const session = await storage.getSession();
  session.set('sessionId', await createSession(db, userId));
  return storage.commitSession(session);
}

/**
 * Ends this browser's session (the row is deleted, so a copied cookie stops
 * working too), or every session of its diner with `everywhere`.
 */
export async function destroyUserSession(
  context: AppLoadContext,
  request: Request,
  { everywhere = false }: { everywhere?: boolean } = {},
): Promise<string> {
  const env = context.cloudflare.env;
  const storage = sessionStorage(env);
  const session = await storage.getSession(request.headers.get('Cookie'));
  const sessionId = await getSessionId(env, request);
  if (sessionId) {
    if (everywhere) {
      const user = await getSessionUser(context.db, sessionId);
      if (user) await deleteUserSessions(context.db, user.id);
    } else {
      await deleteSession(context.db, sessionId);
    }
  }
  return storage.destroySession(session);
}

// ---------------------------------------------------------------------------
// Sign-in with Facebook (remix-auth 3.7 + remix-auth-facebook 1.0.1)
// ---------------------------------------------------------------------------

const FACEBOOK_SCOPES = ['public_profile', 'email', 'user_friends'] as const;
export const FACEBOOK_PROFILE_FIELDS = 'id,name,email,picture.width(200).height(200),friends';
const CALLBACK_PATH = '/auth/facebook/callback';

/** The result of a sign-in: who, and whether this was their first time. */
export type SignIn = { userId: number; created: boolean };

const pictureUrl = z
  .string()
  .url()
  .refine((url) => url.startsWith('https://') || /^data:image\/(svg\+xml|png|jpeg);base64,/.test(url));

/**
 * Facebook's /me answer, validated: never trust a field to be there. A missing
 * or odd picture or e-mail is dropped, not fatal; a missing id or name is.
 */
const FacebookMeSchema = z.object({
  id: z.string().regex(/^\d{1,30}$/),
  name: z.string().trim().min(1).max(200),
  email: z.string().email().max(320).optional().catch(undefined),
  picture: z
    .object({ data: z.object({ url: pictureUrl, is_silhouette: z.boolean().optional() }) })
    .optional()
    .catch(undefined),
  friends: z
    .object({ data: z.array(z.object({ id: z.string().regex(/^\d{1,30}$/) }).passthrough()) })
    .optional()
    .catch(undefined),
});

export function identityFromProfile(raw: unknown): FacebookIdentity {
  const me = FacebookMeSchema.parse(raw);
  return {
    facebookId: me.id,
    name: me.name,
    email: me.email ?? null,
    profilePicture: me.picture?.data.url ?? null,
    friendIds: me.friends?.data.map((f) => f.id) ?? [],
  };
}

/**
 * remix-auth-facebook hard-codes Facebook's URLs (Graph v14.0, long retired) and assumes a
 * picture. This subclass takes its endpoints from configuration
 * (facebookEndpoints: Facebook's own in production, the loopback stand-in only
 * in development and tests) and fetches the profile without assumptions; the
 * verify callback validates it.
 */
class FortWorthFacebookStrategy<User> extends FacebookStrategy<User> {
  private readonly graphURL: string;

  constructor(
    options: { clientID: string; clientSecret: string; callbackURL: string; endpoints: FacebookEndpoints },
    verify: ConstructorParameters<typeof FacebookStrategy<User>>[1],
  ) {
    super(
      {
        clientID: options.clientID,
        clientSecret: options.clientSecret,
        callbackURL: options.callbackURL,
        scope: [...FACEBOOK_SCOPES],
      },
      verify,
    );
    this.authorizationURL = options.endpoints.dialog;
    this.tokenURL = options.endpoints.token;
    this.graphURL = options.endpoints.graph;
  }

  protected async userProfile(accessToken: string): Promise<FacebookProfile> {
    const response = await fetch(`${this.graphURL}/me?fields=${FACEBOOK_PROFILE_FIELDS}`, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Facebook profile request failed with ${response.status}`);
    const raw: unknown = await response.json();
    // Only `_json` is read (by the verify callback, through FacebookMeSchema).
    return { provider: 'facebook', _json: raw } as unknown as FacebookProfile;
  }
}

/**
 * A per-request Authenticator. The OAuth `state` lives in its own short-lived
 * cookie (oauthStorage), which also carries the path to return to. The
 * callback URL is absolute and taken from the request's own origin, so it is
 * right behind any host name (register `https://<domain>/auth/facebook/callback`
 * with Facebook).
 */
export function facebookAuthenticator(
  env: Env,
  db: Db,
  request: Request,
  { redirectTo }: { redirectTo?: string } = {},
) {
  const storage = oauthStorage(env);
  // Sending the diner to Facebook commits the state cookie; seed it with the
  // return path so both travel in the one cookie.
  const seeded: SessionStorage<OAuthData> = redirectTo
    ? {
        ...storage,
        async getSession(cookieHeader, options) {
          const session = await storage.getSession(cookieHeader, options);
          session.set('redirectTo', redirectTo);
          return session;
        },
      }
    : storage;
  const authenticator = new Authenticator<SignIn>(seeded as unknown as SessionStorage, {
    // Never set: the session cookie is ours (commitUserSession), so the strategy always runs the flow.
    sessionKey: 'oauth:user',
    throwOnError: true,
  });
  authenticator.use(
    new FortWorthFacebookStrategy<SignIn>(
      {
        clientID: env.FACEBOOK_APP_ID,
        clientSecret: env.FACEBOOK_APP_SECRET,
        callbackURL: new URL(CALLBACK_PATH, request.url).toString(),
        endpoints: facebookEndpoints(env),
      },
      async ({ profile }) => {
        const identity = identityFromProfile(profile._json);
        const { id, created } = await upsertFacebookUser(db, identity, {
          admin: env.ADMIN_FACEBOOK_IDS.includes(identity.facebookId),
        });
        return { userId: id, created };
      },
    ),
    'facebook',
  );
  return authenticator;
}
