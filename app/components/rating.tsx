import { formatCount, formatRating, priceSymbols, PRICE_LABELS, ratingOutOfFive } from '~/utils/format';

/** Five stars filled from one 0-5 value (one element; the number beside it is what assistive technology reads). */
export function Stars({ value, large = false }: { value: number | null; large?: boolean }) {
  const rounded = value === null ? 0 : Math.min(5, Math.max(0, Math.round(value)));
  return <span className={`stars stars-${rounded}${large ? ' stars-lg' : ''}`} aria-hidden="true" />;
}

/** A rating in tenths shown as stars and "4.3", or "No rating". */
export function Rating({ tenths, reviewCount, className = '' }: { tenths: number | null; reviewCount?: number; className?: string }) {
  const value = ratingOutOfFive(tenths);
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <Stars value={value} />{' '}
      <span className="font-semibold text-stone-900">
        {value === null ? 'No rating' : <><span className="sr-only">Rated </span>{formatRating(tenths)}<span className="sr-only"> out of 5</span></>}
      </span>
      {reviewCount !== undefined ? <> <span className="text-stone-600">{`(${formatCount(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'})`}</span></> : null}
    </span>
  );
}

export function Price({ level }: { level: number }) {
  return (
    <span className="font-semibold text-emerald-800" title={PRICE_LABELS[level]}>
      <span aria-hidden="true">{priceSymbols(level)}</span>
      <span className="sr-only">{` Price: ${PRICE_LABELS[level]}`}</span>
    </span>
  );
}
