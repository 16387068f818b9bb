import pluralize from 'pluralize';
import type { Ingredient } from '~/content/types';

/**
 * Servings scaling for recipe pages, computed on the server: quantities are
 * multiplied, rounded to the fractions a home cook measures (eighths and
 * thirds), written with vulgar fractions ("1½ cups", "¾ tsp") and moved to a
 * larger spoon or cup when that reads better (12 tsp -> "¼ cup").
 */

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 48;

/** The ?servings= value when it is a whole number from 1 to 48, else the recipe's own servings. */
export function parseServings(raw: string | null, base: number | null): number {
  const fallback = base && base >= MIN_SERVINGS ? base : 1;
  const value = raw?.trim() ?? '';
  if (!/^\d{1,3}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= MIN_SERVINGS && n <= MAX_SERVINGS ? n : fallback;
}

/** [value, glyph] for the fractional parts we print. */
const FRACTIONS: Array<[number, string]> = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
  [1, ''],
];

function nearestFraction(value: number): { whole: number; fraction: number; glyph: string } {
  let whole = Math.floor(value);
  const rest = value - whole;
  let best = FRACTIONS[0]!;
  for (const candidate of FRACTIONS) {
    if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest) - 1e-9) best = candidate;
  }
  if (best[0] === 1) {
    whole += 1;
    best = FRACTIONS[0]!;
  }
  return { whole, fraction: best[0], glyph: best[1] };
}

/** A quantity as a cook reads it: 1.5 -> "1½", 0.75 -> "¾", 0.3333 -> "⅓", 12 -> "12". */
export function formatQuantity(value: number): string {
  if (!(value > 0)) return '0';
  // Large amounts: whole numbers (or halves below 10) are precise enough.
  if (value >= 10) return String(Math.round(value));
  const { whole, glyph } = nearestFraction(value);
  if (whole === 0 && glyph === '') return '⅛';
  return `${whole === 0 ? '' : whole}${glyph}`;
}

/** The amount formatQuantity prints, as a number (for unit choices and tests). */
function roundedQuantity(value: number): number {
  if (value >= 10) return Math.round(value);
  const { whole, fraction } = nearestFraction(value);
  return whole + fraction || 1 / 8;
}

const PLURALS: Record<string, string> = { cup: 'cups', clove: 'cloves', roll: 'rolls', slice: 'slices', can: 'cans', pinch: 'pinches' };

function unitLabel(unit: string, amount: number): string {
  if (!unit) return '';
  return amount > 1 ? (PLURALS[unit] ?? unit) : unit;
}

/**
 * A counted item (no unit) agrees with its amount: "1 yellow onion", "2 yellow onions",
 * "1 ear of corn", "2 jalapeños or serranos". The noun that counts is the last word,
 * or the word before "of" / "de" ("ears of corn", "chiles de árbol"); each side of an
 * "or" counts alone.
 */
function countedItem(item: string, amount: number): string {
  const inflect = amount > 1 ? pluralize.plural : pluralize.singular;
  return item
    .split(' or ')
    .map((choice) => {
      const words = choice.split(' ');
      const connector = words.findIndex((word, i) => i > 0 && (word === 'of' || word === 'de'));
      const head = connector > 0 ? connector - 1 : words.length - 1;
      words[head] = inflect(words[head]!);
      return words.join(' ');
    })
    .join(' or ');
}

/** Quarter and third multiples read cleanly; ⅛, ⅜ cup and the like do not. */
function isTidy(value: number): boolean {
  const quarters = value * 4;
  const thirds = value * 3;
  return Math.abs(quarters - Math.round(quarters)) < 0.02 || Math.abs(thirds - Math.round(thirds)) < 0.02;
}

/** Moves spoonfuls up to a bigger measure when that reads better: 12 tsp -> ¼ cup, 4½ tsp -> 1½ tbsp. */
function promoteUnit(amount: number, unit: string): { amount: number; unit: string } {
  if (unit === 'tsp' && amount >= 3) {
    const tbsp = amount / 3;
    const promoted = promoteUnit(tbsp, 'tbsp');
    if (promoted.unit === 'cup') return promoted;
    if (Math.abs(tbsp * 2 - Math.round(tbsp * 2)) < 0.02) return { amount: tbsp, unit: 'tbsp' };
  }
  if (unit === 'tbsp' && amount >= 4) {
    const cups = amount / 16;
    if (isTidy(cups)) return { amount: cups, unit: 'cup' };
  }
  if (unit === 'oz' && amount >= 16) {
    const lb = amount / 16;
    if (isTidy(lb)) return { amount: lb, unit: 'lb' };
  }
  return { amount, unit };
}

export type ScaledIngredient = {
  /** "1½", or "" for to-taste items. */
  amount: string;
  /** "cups", "tsp", "" for countable items. */
  unit: string;
  item: string;
  note?: string;
  /** The whole line as text: "1½ cups cotija cheese, finely crumbled". */
  text: string;
  /** On a Spanish recipe, a line its Spanish version lacks: shown in English, marked lang="en". */
  english?: true;
};

/**
 * How a recipe in another language names its units: "taza"/"tazas", "cda.". Its
 * counted items are left as the translator wrote them (English plural rules
 * would misread them).
 */
export type UnitWords = (unit: string, amount: number) => string;

export function scaleIngredient(ingredient: Ingredient, factor: number, unitWords?: UnitWords): ScaledIngredient {
  let amount = '';
  let unit = '';
  let item = ingredient.item;
  if (ingredient.quantity !== null && ingredient.quantity > 0) {
    const promoted = promoteUnit(ingredient.quantity * factor, ingredient.unit);
    const rounded = roundedQuantity(promoted.amount);
    amount = formatQuantity(promoted.amount);
    unit = unitWords ? (promoted.unit ? unitWords(promoted.unit, rounded) : '') : unitLabel(promoted.unit, rounded);
    if (!promoted.unit && !unitWords) item = countedItem(item, rounded);
  }
  const head = [amount, unit, item].filter(Boolean).join(' ');
  const text = ingredient.note ? `${head}, ${ingredient.note}` : head;
  return { amount, unit, item, ...(ingredient.note ? { note: ingredient.note } : {}), text };
}

/** Every ingredient for `servings`, given the recipe was written for `baseServings`. */
export function scaleIngredients(
  ingredients: Array<Ingredient & { english?: true }>,
  baseServings: number | null,
  servings: number,
  unitWords?: UnitWords,
): ScaledIngredient[] {
  const factor = baseServings && baseServings > 0 ? servings / baseServings : 1;
  // A line a Spanish recipe still shows in English keeps its English unit and its mark.
  return ingredients.map((i) => (i.english ? { ...scaleIngredient(i, factor), english: true } : scaleIngredient(i, factor, unitWords)));
}
