/**
 * Structured data for search engines as <script type="application/ld+json">.
 * The JSON is escaped so no content can close the script element or open a
 * comment: "<", ">", "&" and the line separators become \u escapes, which JSON
 * parsers read back as the same characters.
 */

type JsonLdValue = string | number | boolean | null | undefined | JsonLdObject | JsonLdValue[];
export type JsonLdObject = { [key: string]: JsonLdValue };

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

/** One JSON-LD block; pass several objects to emit them as one array. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  // Safe: serializeJsonLd escapes every character that could end the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** A BreadcrumbList from [name, absolute URL] pairs, first to last. */
export function breadcrumbList(items: Array<{ name: string; url: string }>): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
