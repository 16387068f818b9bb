import { isLoopbackUrl, type ParsedEnv } from './env.server';
import { GRAPH_API_VERSION } from '~/utils/facebook-graph-version';

/** The dialog, token and Graph URLs at the one version we speak. */
function endpointsAt(dialogOrigin: string, graphOrigin: string) {
  return {
    dialog: `${dialogOrigin}/${GRAPH_API_VERSION}/dialog/oauth`,
    token: `${graphOrigin}/${GRAPH_API_VERSION}/oauth/access_token`,
    graph: `${graphOrigin}/${GRAPH_API_VERSION}`,
  };
}

/** Facebook's own endpoints: the only ones a production deployment can use. */
const FACEBOOK_ENDPOINTS = endpointsAt('https://www.facebook.com', 'https://graph.facebook.com');

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
    return endpointsAt(base, base);
  }
  return FACEBOOK_ENDPOINTS;
}
