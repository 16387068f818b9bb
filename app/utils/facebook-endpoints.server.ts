import { isLoopbackUrl, type ParsedEnv } from './env.server';

/** Facebook's own endpoints: the only ones a production deployment can use. */
export const FACEBOOK_ENDPOINTS = {
  dialog: 'https://www.facebook.com/v19.0/dialog/oauth',
  token: 'https://graph.facebook.com/v19.0/oauth/access_token',
  graph: 'https://graph.facebook.com/v19.0',
} as const;

export type FacebookEndpoints = { dialog: string; token: string; graph: string };

/**
 * Where sign-in talks to Facebook. A stand-in URL is honoured only when it is a
 * loopback address (local development and tests); anything else falls back to
 * Facebook, so no configuration can send production sign-ins elsewhere.
 */
export function facebookEndpoints(
  env: Pick<ParsedEnv, 'FACEBOOK_STANDIN_URL' | 'ENVIRONMENT'>,
): FacebookEndpoints {
  const standIn = env.FACEBOOK_STANDIN_URL;
  if (standIn && env.ENVIRONMENT !== 'production' && isLoopbackUrl(standIn)) {
    const base = standIn.replace(/\/$/, '');
    return { dialog: `${base}/dialog/oauth`, token: `${base}/oauth/access_token`, graph: base };
  }
  return FACEBOOK_ENDPOINTS;
}
