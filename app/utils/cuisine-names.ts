import type { MessageId } from '~/locales/en';
import type { Translate } from './i18n';
import type { Locale } from './locale';

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
 * A cuisine's name inside a sentence ("serves Mexican food", "sirve comida mexicana"):
 * Spanish writes a cuisine after "comida" in lower case, English keeps its capital.
 */
export function cuisineInSentence(key: string, storedName: string, t: Translate, locale: Locale): string {
  const name = cuisineName(key, storedName, t);
  return locale === 'es' ? name.toLocaleLowerCase('es') : name;
}

/**
 * A cuisine an editor typed by name (a recipe's "Mexican"), in the page's words when it
 * names a cuisine of the directory ("Mexicana"); `known` false when it names none and
 * stays as typed ("Czech-Texan"), the editor's own word.
 */
export function cuisineByName(name: string, t: Translate): { name: string; known: boolean } {
  const id = `cuisines.${name.trim().toLowerCase().replace(/\s+/g, '-')}` as MessageId;
  const words = t(id);
  return words === id ? { name, known: false } : { name: words, known: true };
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
