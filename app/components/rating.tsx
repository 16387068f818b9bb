import { formatRating, priceSymbols, PRICE_LABELS, ratingOutOfFive } from '~/utils/format';
import { StarIcon } from './icons';

/** Five stars filled from one 0-5 value, with the number for everyone to read. */
export function Stars({ value, size = 'h-4 w-4' }: { value: number | null; size?: string }) {
  const rounded = value === null ? 0 : Math.round(value);
  return (
    <span className="inline-flex text-amber-500" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={size} filled={n <= rounded} />
      ))}
    </span>
  );
}

/** A rating in tenths shown as stars and "4.3", or "No rating". */
export function Rating({ tenths, reviewCount, className = '' }: { tenths: number | null; reviewCount?: number; className?: string }) {
  const value = ratingOutOfFive(tenths);
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <Stars value={value} />
      <span className="font-semibold text-stone-900">
        {value === null ? 'No rating' : <><span className="sr-only">Rated </span>{formatRating(tenths)}<span className="sr-only"> out of 5</span></>}
      </span>
      {reviewCount !== undefined ? <span className="text-stone-600">({reviewCount.toLocaleString('en-US')} {reviewCount === 1 ? 'review' : 'reviews'})</span> : null}
    </span>
  );
}

export function Price({ level }: { level: number }) {
  return (
    <span className="font-semibold text-emerald-800" title={PRICE_LABELS[level]}>
      <span aria-hidden="true">{priceSymbols(level)}</span>
      <span className="sr-only">Price: {PRICE_LABELS[level]}</span>
    </span>
  );
}
