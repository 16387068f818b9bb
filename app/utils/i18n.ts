import { useMatches } from '@remix-run/react';
import type { MessageId } from '~/locales/en';
import { LANGUAGE_TAG, useLocale, type Locale } from './locale';

/**
 * A message as Lingui's compiler leaves it (app/modules/messages.server.ts): text,
 * and arguments as [name], [name, 'number'], or [name, 'plural' | 'selectordinal' |
 * 'select', {choice: message}], where '#' stands for the plural's number.
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
    if (type === 'plural' || type === 'selectordinal') {
      const forms = choices as Record<string, CompiledMessage> & { offset?: number };
      const n = Number(value) - (forms.offset ?? 0);
      const rule = new Intl.PluralRules(tag, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
      text += formatMessage(forms[String(value)] ?? forms[rule] ?? forms.other ?? [], values, locale, n);
    } else if (type === 'select') {
      const forms = choices as Record<string, CompiledMessage>;
      text += formatMessage(forms[String(value)] ?? forms.other ?? [], values, locale, count);
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

let last: { locale: Locale; catalogs: Messages[]; t: Translate } | null = null;

/** `t` over the messages of every matched route's data, made once per set of catalogs. */
export function translate(locale: Locale, matches: ReadonlyArray<{ data: unknown }>): Translate {
  const catalogs = matches.map((match) => (match.data as WithMessages)?.messages).filter((messages): messages is Messages => !!messages);
  if (last && last.locale === locale && last.catalogs.length === catalogs.length && last.catalogs.every((c, i) => c === catalogs[i])) {
    return last.t;
  }
  const t = translatorOf(locale, Object.assign({}, ...catalogs));
  last = { locale, catalogs, t };
  return t;
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
