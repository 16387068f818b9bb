import { useMatches } from '@remix-run/react';
import type { MessageId } from '~/locales/en';
import { LANGUAGE_TAG, useLocale, type Locale } from './locale';

/**
 * A message as Lingui's compiler leaves it (app/modules/messages.server.ts): text,
 * and arguments as [name], [name, 'number'] or [name, 'plural' | 'select', {choice:
 * message}], where '#' stands for the plural's number. The catalogs use no other kind
 * (a test says so): dates come formatted, through Intl, as values.
 */
type Token = string | [name: string, type?: string, choices?: unknown];
export type CompiledMessage = Token[];
export type Messages = Record<string, CompiledMessage>;

/** Route data that carries the compiled messages its screens read. */
type WithMessages = { messages?: Messages } | null | undefined;

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * A compiled message with its values, in `locale`: plural forms chosen by
 * Intl.PluralRules, numbers by Intl.NumberFormat. The same answers as Lingui's own
 * runtime (a test compares both over every message of both catalogs) in a tenth of
 * its bytes, which every page with scripts would otherwise carry (decision 052).
 */
export function formatMessage(message: CompiledMessage, values: Record<string, unknown> = {}, locale: Locale = 'en', count?: number): string {
  const tag = LANGUAGE_TAG[locale];
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? new Intl.NumberFormat(tag).format(count) : token;
      continue;
    }
    const [name, type, choices] = token;
    const value = values[name];
    const forms = choices as Record<string, CompiledMessage>;
    if (type === 'plural') {
      const n = Number(value);
      text += formatMessage(forms[n] ?? forms[new Intl.PluralRules(tag).select(n)] ?? forms.other!, values, locale, n);
    } else if (type === 'select') {
      text += formatMessage(forms[String(value)] ?? forms.other!, values, locale, count);
    } else if (type === 'number') {
      text += new Intl.NumberFormat(tag).format(Number(value));
    } else {
      text += value === undefined || value === null ? '' : String(value);
    }
  }
  return text;
}

/** `t` over `messages`: an id without a message reads as the id, so a gap shows and a test catches it. */
export function translatorOf(locale: Locale, messages: Messages): Translate {
  return (id, values) => {
    const message = messages[id];
    return message ? formatMessage(message, values, locale) : id;
  };
}

/** `t` over the messages of every matched route's data. */
export function translate(locale: Locale, matches: ReadonlyArray<{ data: unknown }>): Translate {
  return translatorOf(locale, Object.assign({}, ...matches.map((match) => (match.data as WithMessages)?.messages)));
}

/** The page's words in its language. */
export function useT(): Translate {
  return translate(useLocale(), useMatches());
}

/**
 * Whether the page's own screen speaks both languages: its route sends its words
 * (a loader's `messages`). A Spanish address whose screen is not translated yet
 * shows it in English, marked as such, and neither language names it as an alternate.
 */
export function useScreenTranslated(): boolean {
  const leaf = useMatches().at(-1);
  return !!(leaf?.data as WithMessages)?.messages;
}

/** `t` for a route's `meta`, which runs outside React: the language comes with the root's data. */
export function metaTranslator(matches: ReadonlyArray<{ id: string; data: unknown }>): Translate {
  const locale = (matches.find((match) => match.id === 'root')?.data as { locale?: Locale } | undefined)?.locale ?? 'en';
  return translate(locale, matches);
}
