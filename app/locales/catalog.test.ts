import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '~/utils/i18n';
import { LANGUAGE_TAG, type Locale } from '~/utils/locale';
import { en } from './en';
import { es } from './es';

/**
 * The catalogs as a Spanish reader meets them (issue 43, item 2): every interface
 * string has a Spanish entry that is a real translation, parses as ICU, asks for
 * the same values as the English, and gives Spanish plurals their own words.
 */

/** Words that are the same in both languages: names, and what Fort Worth calls them in either. */
const SAME_IN_BOTH = new Set<keyof typeof en>([
  'layout.footer.copyright',
  'home.search.placeholder',
  'restaurant.vote.no',
  'ownerPage.live.no',
  // Food words Fort Worth says the same in Spanish, and prices that are only figures.
  ...(['pizza', 'sushi', 'tex-mex', 'deli', 'diner', 'kosher'] as const).map((key) => `cuisines.${key}` as const),
  'prices.band.15-30',
  'prices.band.30-60',
  'facts.label.halal',
  'facts.label.kosher',
  'facts.badge.halal',
  'facts.badge.kosher',
  'facts.badge.valet',
  'factAnswers.yes.halal',
  'factAnswers.yes.kosher',
]);

/** The values a message reads ({name}, {count, plural, ...}), sorted. */
function argumentsOf(message: CompiledMessage, names = new Set<string>()): string[] {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    if (name !== '#') names.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) argumentsOf(choice as CompiledMessage, names);
    }
  }
  return [...names].sort();
}

/** The argument kinds a message uses (plural, select, number, date...). */
function kindsOf(message: CompiledMessage): string[] {
  return message.flatMap((token) => {
    if (typeof token === 'string') return [];
    const [, kind, format] = token;
    const nested = format && typeof format === 'object' ? Object.entries(format).flatMap(([key, choice]) => (key !== 'offset' && Array.isArray(choice) ? kindsOf(choice as CompiledMessage) : [])) : [];
    return kind ? [kind, ...nested] : nested;
  });
}

const ids = Object.keys(en) as Array<keyof typeof en>;

describe('the Spanish catalog', () => {
  it('has an entry for every English id, and no id English lacks', () => {
    expect(Object.keys(es).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s parses in both languages and asks for the same values', (id) => {
    const english = compileMessageOrThrow(en[id]);
    const spanish = compileMessageOrThrow(es[id]);
    expect(argumentsOf(spanish)).toEqual(argumentsOf(english));
    // Only what the browser's formatter reads: plain values, number, plural and select (dates come formatted).
    expect(kindsOf(english).concat(kindsOf(spanish)).filter((kind) => !['number', 'plural', 'select'].includes(kind))).toEqual([]);
  });

  it('translates every message, bar the few that read the same in both', () => {
    const untranslated = ids.filter((id) => !SAME_IN_BOTH.has(id) && es[id].trim() === en[id].trim());
    expect(untranslated).toEqual([]);
    for (const id of SAME_IN_BOTH) expect(es[id]).toBe(en[id]);
  });

  it('reads a count as a Spanish reader would: 1 reseña, 3 reseñas, 1,200 reseñas (US grouping)', () => {
    const message = compileMessageOrThrow('{count, plural, =0 {Sin reseñas} one {# reseña} other {# reseñas}}');
    expect(formatMessage(message, { count: 0 }, 'es')).toBe('Sin reseñas');
    expect(formatMessage(message, { count: 1 }, 'es')).toBe('1 reseña');
    expect(formatMessage(message, { count: 3 }, 'es')).toBe('3 reseñas');
    expect(formatMessage(message, { count: 1200 }, 'es')).toBe('1,200 reseñas');
    expect(formatMessage(compileMessageOrThrow('{count, plural, one {# review} other {# reviews}}'), { count: 1200 }, 'en')).toBe('1,200 reviews');
  });

  it('gives every Spanish plural the forms Spanish needs (one and other)', () => {
    for (const id of ids) {
      const plurals = [...es[id].matchAll(/\{\s*\w+\s*,\s*plural\s*,([\s\S]*)\}/g)].map((m) => m[1]!);
      for (const body of plurals) {
        expect(body, id).toMatch(/\bone\s*\{/);
        expect(body, id).toMatch(/\bother\s*\{/);
      }
    }
  });

  // The site formats compiled messages itself (decision 052); Lingui's runtime is the reference.
  describe.each(['en', 'es'] as const)('formatted in %s', (locale: Locale) => {
    const catalog = locale === 'en' ? en : es;
    const reference = setupI18n({ locale, locales: [LANGUAGE_TAG[locale]], messages: { [locale]: Object.fromEntries(ids.map((id) => [id, compileMessageOrThrow(catalog[id])])) } });
    it.each(ids)('%s reads as Lingui reads it, whatever the count', (id) => {
      const compiled = compileMessageOrThrow(catalog[id]);
      for (const n of [0, 1, 2, 5, 21, 1200]) {
        const values = Object.fromEntries(argumentsOf(compiled).map((name) => [name, /count|year|number|total|min|max|n$/i.test(name) ? n : `«${name}»`]));
        expect(formatMessage(compiled, values, locale)).toBe(reference._(id, values));
      }
    });
  });
});
