/**
 * Atom 1.0 feeds (RFC 4287) written as text: every value is XML-escaped, so
 * content can never change the feed's structure.
 */

type AtomEntry = {
  /** Absolute URL of the entry's page; also its permanent id unless `id` says otherwise. */
  url: string;
  /** The entry's permanent id, when several entries lead to the same page. */
  id?: string;
  title: string;
  /** ISO date or date-time. */
  updated: string;
  published?: string;
  author?: string;
  summary?: string;
  content?: string;
  /** xml:lang of the content alone (an editor's English words in a Spanish entry). */
  contentLang?: string;
  categories?: string[];
  /** xml:lang of an entry whose words are not the feed's language (an English item in a Spanish feed). */
  lang?: string;
};

type AtomFeed = {
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  /** Absolute URL of the page the feed follows. */
  pageUrl: string;
  title: string;
  subtitle?: string;
  /** xml:lang of the whole feed (its title, subtitle and entries unless one says otherwise). */
  lang?: string;
  entries: AtomEntry[];
  /**
   * When a feed without entries last changed (Atom requires a date; default:
   * now). Ignored when there are entries, whose newest date is the feed's.
   */
  emptySince?: string;
};

// Characters XML 1.0 does not allow at all (control characters other than tab, LF, CR).
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** "2024-02-13" or any parseable date as an RFC 3339 date-time. */
export function atomDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

export function renderAtom(feed: AtomFeed): string {
  const updated = feed.entries.map((e) => atomDate(e.updated)).sort().at(-1) ?? atomDate(feed.emptySince ?? new Date().toISOString());
  const entries = feed.entries.map((e) =>
    [
      e.lang ? `  <entry xml:lang="${escapeXml(e.lang)}">` : '  <entry>',
      `    <id>${escapeXml(e.id ?? e.url)}</id>`,
      `    <title type="text">${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      `    <updated>${atomDate(e.updated)}</updated>`,
      e.published ? `    <published>${atomDate(e.published)}</published>` : '',
      `    <author><name>${escapeXml(e.author ?? 'Fort Worth Eats')}</name></author>`,
      ...(e.categories ?? []).map((c) => `    <category term="${escapeXml(c)}"/>`),
      e.summary ? `    <summary type="text">${escapeXml(e.summary)}</summary>` : '',
      e.content ? `    <content type="text"${e.contentLang ? ` xml:lang="${escapeXml(e.contentLang)}"` : ''}>${escapeXml(e.content)}</content>` : '',
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    // A browser shows the feed through this as a page saying what a feed is; feed readers ignore it.
    `<?xml-stylesheet type="text/xsl" href="${FEED_STYLESHEET}"?>`,
    feed.lang ? `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">` : '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feed.selfUrl)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    feed.subtitle ? `  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>` : '',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    '  <author><name>Fort Worth Eats</name></author>',
    ...entries,
    '</feed>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The XSLT a browser renders a feed with (public/feeds/, with the CSS it links). */
export const FEED_STYLESHEET = '/feeds/feed.xsl';

/**
 * A feed as `application/xml`: Chromium and Firefox download `application/atom+xml`
 * instead of showing it, while feed readers read the document whatever its type.
 * Its policy lets in the XSLT (a script, to CSP) and the CSS it links, from this
 * site only; the XSLT writes the feed's text as text, never as markup.
 */
export function atomResponse(xml: string, cacheHeaders: Record<string, string>): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'none'",
      ...cacheHeaders,
    },
  });
}
