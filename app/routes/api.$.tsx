import { apiError, apiHandler } from '~/modules/api/answers.server';

/** Any other /api/* path: a JSON 404, never the HTML not-found page. */
const notFound = apiHandler(async () => apiError(404, 'No such API endpoint. See docs/api.md for the list.'));

export const loader = notFound;
export const action = notFound;
