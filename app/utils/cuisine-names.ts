import type { MessageId } from '~/locales/en';
import type { Translate } from './i18n';

/**
 * A cuisine's name in the page's words, by its key ("mexican": "Mexican",
 * "Mexicana"). The key stays in URLs and filters; a cuisine the catalog does not
 * know yet keeps the name it was stored with.
 */
export function cuisineName(key: string, storedName: string, t: Translate): string {
  const id = `cuisines.${key}` as MessageId;
  const name = t(id);
  return name === id ? storedName : name;
}
