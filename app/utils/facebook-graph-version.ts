/**
 * The one Graph API version sign-in speaks, for Facebook and the local stand-in
 * alike. Facebook keeps a version for about two years: v26.0 (29 July 2026) is
 * the newest; move on before its end-of-life date on Facebook's changelog.
 */
export const GRAPH_API_VERSION = 'v26.0';
