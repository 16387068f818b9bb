import type { Block, Ingredient } from '~/content/types';

/**
 * An editor's Spanish version laid over the English item a page loaded (issue 43):
 * only words change; places, amounts, prices, photos and dates stay the English
 * item's. The keys are translation-fields.ts's. A field the Spanish version lacks
 * (a box added after it was saved) keeps its English, and `english` names it so
 * the page marks that part lang="en".
 */
export type SpanishVersion = { english: string[] };

type Fields = Record<string, string>;

const has = (fields: Fields, key: string) => Boolean(fields[key]?.trim());
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A block shown in English inside a Spanish article: the page marks it lang="en". */
export type ShownBlock = Block & { english?: true };

const TEXT_BLOCKS = new Set<Block['type']>(['markdown', 'heading', 'paragraph', 'list', 'quote']);

/** The event rows the desk derives from the event's own date, time and fee (desk-article.ts); the rest are the editor's. */
const DERIVED_EVENT_ROWS = ['Date', 'Time', 'Fee'];

/** How a Spanish page words an event row the desk derived from the event's own fields ("Date" -> "Fecha"). */
export type EventRowWords = (row: { label: string; value: string }, event: Extract<Block, { type: 'event' }>) => { label: string; value: string };

/** A box's Spanish, or null when the version lacks one of its fields (then the whole box stays English). */
function spanishBox(block: Block, fields: Fields, eventRow: EventRowWords): Block | null {
  const all = (keys: string[]) => keys.every((key) => has(fields, key));
  switch (block.type) {
    case 'tips':
      return all(['tips.title', 'tips.items']) ? { ...block, title: fields['tips.title']!, items: lines(fields['tips.items']!) } : null;
    case 'rating':
      return all(['rating.title', 'rating.summary']) ? { ...block, title: fields['rating.title']!, summary: fields['rating.summary']! } : null;
    case 'visit':
      if (!all(['visit.title', ...(block.note ? ['visit.note'] : [])])) return null;
      return { ...block, title: fields['visit.title']!, ...(block.note ? { note: fields['visit.note']! } : {}) };
    case 'event': {
      const own = block.items.filter((row) => !DERIVED_EVENT_ROWS.includes(row.label));
      const ownKeys = own.flatMap((_, i) => [`event.details.${i}.label`, `event.details.${i}.value`]);
      if (!all(['event.title', 'event.name', ...ownKeys])) return null;
      let i = 0;
      const items = block.items.map((row) => {
        if (DERIVED_EVENT_ROWS.includes(row.label)) return eventRow(row, block);
        const at = i++;
        return { label: fields[`event.details.${at}.label`]!, value: fields[`event.details.${at}.value`]! };
      });
      return { ...block, title: fields['event.title']!, name: fields['event.name']!, items };
    }
    case 'video':
      return has(fields, 'video.title') ? { ...block, title: fields['video.title']! } : null;
    default:
      return null;
  }
}

/**
 * An article's body in Spanish: the English text blocks give way to the Spanish
 * Markdown (where the first of them stood), and each box takes its Spanish words.
 * Only the first box of each kind has fields (as bodyToInput reads a body); any
 * other box, and anything the version lacks, stays English and is marked.
 */
export function spanishBody(body: readonly Block[], fields: Fields, eventRow: EventRowWords): ShownBlock[] {
  const shown: ShownBlock[] = [];
  const seenBoxes = new Set<Block['type']>();
  let textPlaced = false;
  for (const block of body) {
    if (TEXT_BLOCKS.has(block.type)) {
      if (!has(fields, 'markdown')) shown.push({ ...block, english: true });
      else if (!textPlaced) shown.push({ type: 'markdown', text: fields.markdown! });
      textPlaced = true;
      continue;
    }
    const first = !seenBoxes.has(block.type);
    seenBoxes.add(block.type);
    const spanish = first ? spanishBox(block, fields, eventRow) : null;
    shown.push(spanish ?? { ...block, english: true });
  }
  if (!textPlaced && has(fields, 'markdown')) shown.unshift({ type: 'markdown', text: fields.markdown! });
  return shown;
}

/** The Spanish of one field, or the English with the key noted as shown in English. */
function reader(fields: Fields, english: string[]) {
  return (key: string, englishText: string) => {
    if (has(fields, key)) return fields[key]!;
    if (englishText) english.push(key);
    return englishText;
  };
}

type CardWords = { title: string; excerpt: string; imageAlt?: string | null };

/** An article card (lists, feeds, search) in Spanish: the title, and the Spanish intro as its excerpt. */
export function spanishArticleCard<A extends CardWords>(card: A, fields: Fields): A & { spanish: SpanishVersion } {
  const english: string[] = [];
  const text = reader(fields, english);
  return {
    ...card,
    title: text('title', card.title),
    excerpt: text('intro', card.excerpt),
    imageAlt: card.imageAlt ? text('imageAlt', card.imageAlt) : card.imageAlt,
    spanish: { english },
  };
}

/** A whole article in Spanish: its card words, intro and body. */
export function spanishArticle<A extends CardWords & { intro: string; body: Block[] }>(
  article: A,
  fields: Fields,
  eventRow: EventRowWords,
): A & { spanish: SpanishVersion } {
  const card = spanishArticleCard(article, fields);
  const english = card.spanish.english.filter((key) => key !== 'intro');
  const text = reader(fields, english);
  return { ...card, intro: text('intro', article.intro), body: spanishBody(article.body, fields, eventRow), spanish: { english } };
}

/** A recipe ingredient shown in English inside a Spanish recipe. */
export type ShownIngredient = Ingredient & { english?: true };

/** A recipe in Spanish: title, description, each ingredient's name and note, each step. Amounts and units stay. */
export function spanishRecipe<R extends { title: string; description: string; ingredients: Ingredient[]; steps: string[] }>(
  recipe: R,
  fields: Fields,
): Omit<R, 'ingredients'> & { ingredients: ShownIngredient[]; spanish: SpanishVersion } {
  const english: string[] = [];
  const text = reader(fields, english);
  const ingredients = recipe.ingredients.map((ingredient, i): ShownIngredient => {
    const itemKey = `ingredients.${i}.item`;
    const noteKey = `ingredients.${i}.note`;
    if (!has(fields, itemKey) || (ingredient.note && !has(fields, noteKey))) {
      english.push(itemKey);
      return { ...ingredient, english: true };
    }
    return { ...ingredient, item: fields[itemKey]!, ...(ingredient.note ? { note: fields[noteKey]! } : {}) };
  });
  return {
    ...recipe,
    title: text('title', recipe.title),
    description: text('description', recipe.description),
    ingredients,
    steps: recipe.steps.map((step, i) => text(`steps.${i}`, step)),
    spanish: { english },
  };
}

/** A guide's card words in Spanish. */
export function spanishGuideCard<G extends { title: string; summary: string; imageAlt?: string | null }>(guide: G, fields: Fields): G & { spanish: SpanishVersion } {
  const english: string[] = [];
  const text = reader(fields, english);
  return {
    ...guide,
    title: text('title', guide.title),
    summary: text('summary', guide.summary),
    imageAlt: guide.imageAlt ? text('imageAlt', guide.imageAlt) : guide.imageAlt,
    spanish: { english },
  };
}

/** A guide in Spanish: its card words, intro and the note beside each place (keyed by the place's address). */
export function spanishGuide<G extends { title: string; summary: string; imageAlt: string | null; intro: string; places: Array<{ slug: string; note: string }> }>(
  guide: G,
  fields: Fields,
): G & { spanish: SpanishVersion } {
  const card = spanishGuideCard(guide, fields);
  const english = [...card.spanish.english];
  const text = reader(fields, english);
  return {
    ...card,
    intro: text('intro', guide.intro),
    places: guide.places.map((place) => ({ ...place, note: text(`places.${place.slug}.note`, place.note) })),
    spanish: { english },
  };
}

/** Whether a part of an item is shown in Spanish: the item has a live Spanish version that has this field. */
export const isSpanish = (spanish: SpanishVersion | undefined, key?: string) => Boolean(spanish) && (key === undefined || !spanish!.english.includes(key));
