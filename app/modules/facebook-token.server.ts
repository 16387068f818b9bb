import { z } from 'zod';
import type { FacebookIdentity } from '~/models/users.server';
import { FACEBOOK_PROFILE_FIELDS, identityFromProfile } from './auth.server';
import type { Env } from './env.server';
import { facebookEndpoints } from './facebook-endpoints.server';

/**
 * Sign-in for API clients that already hold a Facebook user access token (the
 * spec's login payload, from Facebook's JavaScript SDK). Nothing the client
 * says about who it is counts: the token is checked with Facebook's token
 * check (debug_token, asked with our app's id and secret) to be valid and
 * issued to OUR app, and the profile and friends are read from Facebook's
 * Graph API with that token.
 */
export class FacebookLoginError extends Error {
  constructor(
    readonly status: 401 | 502,
    message: string,
  ) {
    super(message);
  }
}

const TOKEN_REFUSED = 'Facebook did not confirm this login. Please log in with Facebook again.';
const UNREACHABLE = 'Could not reach Facebook to check the login. Please try again in a moment.';

const DebugTokenSchema = z.object({
  data: z.object({
    app_id: z.coerce.string(),
    is_valid: z.boolean(),
    user_id: z.coerce.string().optional(),
  }),
});

const TIMEOUT_MS = 8000;

async function graphFetch(url: URL, init: RequestInit = {}) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    console.error('Facebook request failed', url.pathname, error);
    throw new FacebookLoginError(502, UNREACHABLE);
  }
}

/** Facebook's appsecret_proof: HMAC-SHA256 of the access token keyed with the app secret, in hex. */
async function appSecretProof(secret: string, token: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(token));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The Facebook user the token belongs to, as issued to our app; throws FacebookLoginError. */
async function checkToken(env: Env, accessToken: string): Promise<string> {
  const url = new URL(`${facebookEndpoints(env).graph}/debug_token`);
  url.searchParams.set('input_token', accessToken);
  url.searchParams.set('access_token', `${env.FACEBOOK_APP_ID}|${env.FACEBOOK_APP_SECRET}`);
  const response = await graphFetch(url, { headers: { Accept: 'application/json' } });
  if (response.status >= 500) throw new FacebookLoginError(502, UNREACHABLE);
  const parsed = DebugTokenSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) {
    // A 4xx here is a token Facebook cannot parse, or our app credentials being refused (logged for the operator).
    console.error('Facebook token check refused', response.status);
    throw new FacebookLoginError(401, TOKEN_REFUSED);
  }
  const { data } = parsed.data;
  if (!data.is_valid || data.app_id !== env.FACEBOOK_APP_ID || !data.user_id) {
    throw new FacebookLoginError(401, TOKEN_REFUSED);
  }
  return data.user_id;
}

async function readProfile(env: Env, accessToken: string): Promise<FacebookIdentity> {
  const url = new URL(`${facebookEndpoints(env).graph}/me`);
  url.searchParams.set('fields', FACEBOOK_PROFILE_FIELDS);
  url.searchParams.set('appsecret_proof', await appSecretProof(env.FACEBOOK_APP_SECRET, accessToken));
  const response = await graphFetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    throw new FacebookLoginError(401, TOKEN_REFUSED);
  }
  if (!response.ok) throw new FacebookLoginError(502, 'Could not read your Facebook profile. Please try again.');
  try {
    return identityFromProfile(await response.json());
  } catch (error) {
    console.error('Facebook profile was not usable', error);
    throw new FacebookLoginError(502, 'Could not read your Facebook profile. Please try again.');
  }
}

/**
 * Verifies the access token and reads the diner from Facebook. When the
 * client also names a user id, it must be the token's user.
 */
export async function verifyFacebookLogin(env: Env, accessToken: string, claimedUserId?: string): Promise<FacebookIdentity> {
  const tokenUser = await checkToken(env, accessToken);
  if (claimedUserId !== undefined && claimedUserId !== tokenUser) throw new FacebookLoginError(401, TOKEN_REFUSED);
  const identity = await readProfile(env, accessToken);
  if (identity.facebookId !== tokenUser) throw new FacebookLoginError(401, TOKEN_REFUSED);
  return identity;
}
