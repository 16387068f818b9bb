/**
 * Turns what a diner typed into a safe FTS5 query, reading it with a vocabulary
 * of synonyms and fillers (app/content/search-vocabulary.ts explains the rules).
 * Only letters and digits survive, and every word goes out inside double quotes,
 * so FTS syntax (quotes, NEAR, AND/OR/NOT, *, ^, -, column filters) is inert.
 *
 *   "best BBQ spots"  -> ("barbecue" OR "barbeque" OR "bbq" OR "bar b q" ...)
 *   "tacos stockyar"  -> ("taco" OR "taqueria") AND ("stockyar"* OR "stockyards" OR "stock yards")
 *
 * A phrase the vocabulary lists under `answers` ("happy hour", "late night") is
 * answered from a listing's data, not its words (readQuery, decision 043).
 */

type Vocabulary = {
  synonyms: readonly (readonly string[])[];
  fillers: readonly string[];
  answers?: Readonly<Record<string, readonly string[]>>;
};

type Entry = { words: string[]; group: number | null; answer?: string };

type CompiledVocabulary = {
  /** Every synonym, answer and filler as its words; group is null for a filler. */
  entries: Entry[];
  /** Each synonym group, then each answer's phrases, as FTS phrases, e.g. ['"tex mex"', '"texmex"']. */
  groups: string[][];
  /** Each group's phrases as words, for matching text outside the index (a guide's title). */
  groupWords: string[][][];
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
  const groupWords: string[][][] = [];
  const addGroup = (terms: readonly string[], answer?: string) => {
    const group = groupWords.length;
    const phrases = new Map<string, string[]>();
    for (const term of terms) {
      const words = toWords(term);
      if (!words.length) continue;
      entries.push({ words, group, ...(answer ? { answer } : {}) });
      phrases.set(phrase(words), words);
    }
    groupWords.push([...phrases.values()]);
    return [...phrases.keys()];
  };
  const groups = vocabulary.synonyms.map((terms) => addGroup(terms));
  for (const [answer, terms] of Object.entries(vocabulary.answers ?? {})) groups.push(addGroup(terms, answer));
  for (const filler of vocabulary.fillers) {
    const words = toWords(filler);
    if (words.length) entries.push({ words, group: null });
  }
  // Longest first, so "near me" wins over "near" and "steak house" over "steak".
  entries.sort((a, b) => b.words.length - a.words.length);
  return { entries, groups, groupWords };
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

/** One required part of a query: a vocabulary group, or a word as typed (the last one may be unfinished). */
type Term = { group: number; answer?: string } | { word: string; last: boolean };

function readTerms(input: string, vocabulary: CompiledVocabulary): Term[] {
  const typed = toWords(input)
    .slice(0, MAX_WORDS)
    .filter((w) => w.length <= MAX_WORD_LENGTH);
  const terms: Term[] = [];
  for (let at = 0; at < typed.length; ) {
    const entry = entryAt(typed, at, vocabulary);
    const word = typed[at]!;
    if (entry?.group != null) terms.push({ group: entry.group, ...(entry.answer ? { answer: entry.answer } : {}) });
    else if (!entry) terms.push({ word, last: at === typed.length - 1 });
    at += entry ? entry.words.length : 1;
  }
  // Nothing but fillers ("the spot"): search the words as typed.
  if (!terms.length) typed.forEach((word, i) => terms.push({ word, last: i === typed.length - 1 }));
  return terms.slice(0, MAX_TERMS);
}

function ftsOf(terms: Term[], vocabulary: CompiledVocabulary): string | null {
  const expressions = terms.map((term) => {
    if ('group' in term) return anyOf(vocabulary.groups[term.group]!);
    if (!term.last) return phrase([term.word]);
    const completions = term.word.length >= COMPLETE_FROM ? groupsStartingWith(term.word, vocabulary) : [];
    return anyOf([`${phrase([term.word])}*`, ...completions.flatMap((g) => vocabulary.groups[g]!)]);
  });
  // An explicit AND: FTS5 joins bare phrases by juxtaposition, but not parenthesised groups.
  return expressions.length ? [...new Set(expressions)].join(' AND ') : null;
}

/** Whether `words` holds `phrase` (plurals folded, the last word of a prefix phrase unfinished). */
function holds(words: string[], phraseWords: string[], prefix: boolean): boolean {
  const n = phraseWords.length;
  return words.some((_, at) =>
    at + n <= words.length &&
    phraseWords.every((w, i) => (prefix && i === n - 1 ? words[at + i]!.startsWith(w) : singularForms(words[at + i]!).includes(w))),
  );
}

export type ReadQuery = {
  /** Every term as FTS5: what reviews, news and guides are searched with. */
  text: string | null;
  /** The terms the listing's data does not answer, as FTS5; null when the answers are the whole query. */
  words: string | null;
  /** What the listing's data answers ("happy-hour", "late-night"), each once. */
  answers: string[];
  /** Whether a short text (a guide's title and summary) holds every term, read as the index reads it. */
  matches: (text: string) => boolean;
};

/**
 * A diner's query read with the vocabulary: the FTS5 MATCH expressions and the
 * answers. Every term is required; a term is any word of its group; the last word
 * also matches as a prefix. Only letters and digits ever reach FTS5, each in quotes.
 */
export function readQuery(input: string, vocabulary: CompiledVocabulary): ReadQuery {
  const terms = readTerms(input, vocabulary);
  const answers = [...new Set(terms.flatMap((t) => ('answer' in t && t.answer ? [t.answer] : [])))];
  const alternatives = terms.map((term) =>
    'group' in term ? vocabulary.groupWords[term.group]!.map((words) => ({ words, prefix: false })) : [{ words: [term.word], prefix: term.last }],
  );
  return {
    text: ftsOf(terms, vocabulary),
    words: ftsOf(terms.filter((t) => !('answer' in t && t.answer)), vocabulary),
    answers,
    matches: (text) => {
      const words = toWords(text);
      return alternatives.length > 0 && alternatives.every((any) => any.some((a) => holds(words, a.words, a.prefix)));
    },
  };
}

/** The FTS5 MATCH expression for every term of a diner's query, or null when nothing searchable is left. */
export function toFtsQuery(input: string, vocabulary: CompiledVocabulary): string | null {
  return readQuery(input, vocabulary).text;
}
