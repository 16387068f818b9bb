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

/**
 * A cuisine page's heading ("Mexican", "Comida mexicana") and its places in general
 * ("Mexican restaurants", "comida mexicana"), by its key; a cuisine the catalog does
 * not know yet keeps what it was stored with.
 */
export function cuisinePageWords(cuisine: { key: string; title: string; plural: string }, t: Translate): { title: string; plural: string } {
  const known = (id: MessageId, stored: string) => {
    const words = t(id);
    return words === id ? stored : words;
  };
  return {
    title: known(`cuisinePages.title.${cuisine.key}` as MessageId, cuisine.title),
    plural: known(`cuisinePages.plural.${cuisine.key}` as MessageId, cuisine.plural),
  };
}
