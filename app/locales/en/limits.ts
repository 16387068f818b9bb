/** What a diner is told when they send forms faster than the site accepts (app/modules/rate-limit.server.ts). */
export const limits = {
  'limits.title': 'Too many requests',
  'limits.wait': 'Too many requests. Please wait a minute and try again.',
} as const;
