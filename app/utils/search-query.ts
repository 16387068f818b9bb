/**
 * Turns what a diner typed into a safe FTS5 query, reading it with a vocabulary
 * of synonyms and fillers (app/content/search-vocabulary.ts explains the rules).
 * Only letters and digits survive, and every word goes out inside double quotes,
 * so FTS syntax (quotes, NEAR, AND/OR/NOT, *, ^, -, column filters) is inert.
 *
 *   "best BBQ spots"  -> ("barbecue" OR "barbeque" OR "bbq" OR "bar b q" ...)
 *   "tacos stockyar"  -> ("taco" OR "taqueria") AND ("stockyar"* OR "stockyards" OR "stock yards")
 */

type Vocabulary = { synonyms: readonly (readonly string[])[]; fillers: readonly string[] };

type Entry = { words: string[]; group: number | null };

type CompiledVocabulary = {
  /** Every synonym and filler as its words; group is null for a filler. */
  entries: Entry[];
  /** Each synonym group as FTS phrases, e.g. ['"tex mex"', '"texmex"']. */
  groups: string[][];
};

const MAX_WORDS = 16;
const MAX_TERMS = 8;
const MAX_WORD_LENGTH = 40;
/** A partial last word this long or longer also brings in the groups it starts. */
const COMPLETE_FROM = 3;

/** Lowercase words without accents or punctuation: "Bar-B-Q Café" -> bar, b, q, cafe. */
export function toWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The forms a typed word may have in the vocabulary: itself and its singulars (tacos -> taco, breweries -> brewery). */
export function singularForms(word: string): string[] {
  const forms = [word];
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 4 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  return forms;
}

const phrase = (words: string[]) => `"${words.join(' ')}"`;

export function compileVocabulary(vocabulary: Vocabulary): CompiledVocabulary {
  const entries: Entry[] = [];
  const groups = vocabulary.synonyms.map((terms, group) => {
    const phrases = new Set<string>();
    for (const term of terms) {
      const words = toWords(term);
      if (!words.length) continue;
      entries.push({ words, group });
      phrases.add(phrase(words));
    }
    return [...phrases];
  });
  for (const filler of vocabulary.fillers) {
    const words = toWords(filler);
    if (words.length) entries.push({ words, group: null });
  }
  // Longest first, so "near me" wins over "near" and "steak house" over "steak".
  entries.sort((a, b) => b.words.length - a.words.length);
  return { entries, groups };
}

/** The longest vocabulary entry that the typed words spell from position `at`. */
function entryAt(typed: string[], at: number, vocabulary: CompiledVocabulary): Entry | undefined {
  return vocabulary.entries.find(
    (entry) => at + entry.words.length <= typed.length && entry.words.every((w, i) => singularForms(typed[at + i]!).includes(w)),
  );
}

/** Groups with a word that starts with a partial word: "barb" -> the barbecue group. */
function groupsStartingWith(partial: string, vocabulary: CompiledVocabulary): number[] {
  const found = new Set<number>();
  for (const entry of vocabulary.entries) {
    if (entry.group !== null && entry.words[0]!.startsWith(partial)) found.add(entry.group);
  }
  return [...found];
}

const anyOf = (phrases: string[]) => (phrases.length === 1 ? phrases[0]! : `(${phrases.join(' OR ')})`);

/**
 * The FTS5 MATCH expression for a diner's query, or null when nothing searchable
 * is left. Every term is required; a term is any word of its synonym group; the
 * last word also matches as a prefix.
 */
export function toFtsQuery(input: string, vocabulary: CompiledVocabulary): string | null {
  const typed = toWords(input)
    .slice(0, MAX_WORDS)
    .filter((w) => w.length <= MAX_WORD_LENGTH);
  if (!typed.length) return null;

  type Term = { group: number } | { word: string; last: boolean };
  const terms: Term[] = [];
  for (let at = 0; at < typed.length; ) {
    const entry = entryAt(typed, at, vocabulary);
    const word = typed[at]!;
    if (entry?.group != null) terms.push({ group: entry.group });
    else if (!entry) terms.push({ word, last: at === typed.length - 1 });
    at += entry ? entry.words.length : 1;
  }
  // Nothing but fillers ("the spot"): search the words as typed.
  if (!terms.length) typed.forEach((word, i) => terms.push({ word, last: i === typed.length - 1 }));

  const expressions = terms.map((term) => {
    if ('group' in term) return anyOf(vocabulary.groups[term.group]!);
    if (!term.last) return phrase([term.word]);
    const completions = term.word.length >= COMPLETE_FROM ? groupsStartingWith(term.word, vocabulary) : [];
    return anyOf([`${phrase([term.word])}*`, ...completions.flatMap((g) => vocabulary.groups[g]!)]);
  });
  // An explicit AND: FTS5 joins bare phrases by juxtaposition, but not parenthesised groups.
  return [...new Set(expressions)].slice(0, MAX_TERMS).join(' AND ');
}
