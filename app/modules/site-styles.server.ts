import stylesheetHref from '~/tailwind.css';

let stylesheet: string | undefined;

/**
 * The site's stylesheet as text, read from the static assets once per isolate: every
 * page carries it inline, so a phone paints as soon as the HTML arrives instead of
 * waiting one more round trip for a render-blocking file (docs/decisions/013).
 * Only the text is kept between requests, never a promise or a response, which the
 * Worker ties to the request that made it. Null when it cannot be read: the page
 * then links the file.
 */
export async function siteStylesheet(assets: Fetcher, requestUrl: string): Promise<string | null> {
  if (stylesheet !== undefined) return stylesheet;
  try {
    const response = await assets.fetch(new URL(stylesheetHref, requestUrl));
    if (!response.ok) return null;
    return (stylesheet = await response.text());
  } catch {
    return null;
  }
}
