import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { en, type Catalog, type MessageId } from '~/locales/en';
import { es } from '~/locales/es';
import { translatorOf, type Messages } from '~/utils/i18n';
import type { Locale } from '~/utils/locale';

const CATALOGS: Record<Locale, Catalog> = { en, es };

/** A part of the site whose words travel together: the text before an id's first dot. */
export type Namespace = MessageId extends `${infer N}.${string}` ? N : never;

// Compiled once per isolate: the catalogs are part of the bundle and never change under it.
const compiled = new Map<string, Messages>();

function compiledMessages(locale: Locale, prefix: string): Messages {
  const key = `${locale}:${prefix}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = {};
    for (const [id, message] of Object.entries(CATALOGS[locale])) {
      if (id.startsWith(prefix)) messages[id] = compileMessageOrThrow(message);
    }
    compiled.set(key, messages);
  }
  return messages;
}

/**
 * The compiled messages of `namespaces` in `locale`, for a loader's data: the
 * browser formats them without the ICU parser (app/utils/i18n.ts formatMessage).
 */
export function messagesFor(locale: Locale, ...namespaces: Namespace[]): Messages {
  const messages: Messages = {};
  for (const namespace of namespaces) Object.assign(messages, compiledMessages(locale, `${namespace}.`));
  return messages;
}

/** A server-side `t` for `locale` over the whole catalog: page titles, toasts, e-mails, feeds. */
export function translator(locale: Locale) {
  return translatorOf(locale, compiledMessages(locale, ''));
}
