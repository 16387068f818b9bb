import type { MessageId } from '~/locales/en';
import type { Translate } from './i18n';

// A character no message holds, standing in for the link while the sentence is formatted.
const MARK = '\u0000';

/**
 * The words before and after a link inside a translated sentence: the message places
 * the link with its `{link}` placeholder ("…or browse the {link}."), so each language
 * puts it where its grammar wants, and the page renders before, the link, after.
 */
export function aroundLink(t: Translate, id: MessageId, values: Record<string, unknown> = {}): [before: string, after: string] {
  const [before = '', after = ''] = t(id, { ...values, link: MARK }).split(MARK);
  return [before, after];
}
