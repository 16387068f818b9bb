import { formatRating, priceLabel, priceSymbols, ratingOutOfFive } from '~/utils/format';
import { useT } from '~/utils/i18n';

/** Five stars filled from one 0-5 value (one element; the number beside it is what assistive technology reads). */
export function Stars({ value, large = false }: { value: number | null; large?: boolean }) {
  const rounded = value === null ? 0 : Math.min(5, Math.max(0, Math.round(value)));
  return <span className={`stars stars-${rounded}${large ? ' stars-lg' : ''}`} aria-hidden="true" />;
}

/** A rating in tenths shown as stars and "4.3", or "No rating". */
export function Rating({ tenths, reviewCount, className = '' }: { tenths: number | null; reviewCount?: number; className?: string }) {
  const t = useT();
  const value = ratingOutOfFive(tenths);
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <Stars value={value} />{' '}
      <span className="font-semibold text-stone-900">
        {value === null ? t('ratings.none') : <><span className="sr-only">{t('ratings.rated')}</span>{formatRating(tenths, t)}<span className="sr-only">{t('ratings.outOfFive')}</span></>}
      </span>
      {reviewCount !== undefined ? <> <span className="text-stone-600">{t('ratings.reviewCount', { count: reviewCount })}</span></> : null}
    </span>
  );
}

export function Price({ level }: { level: number }) {
  const t = useT();
  const label = priceLabel(level, t);
  return (
    <span className="font-semibold text-emerald-800" title={label}>
      <span aria-hidden="true">{priceSymbols(level)}</span>
      <span className="sr-only">{` ${t('prices.price', { level: label })}`}</span>
    </span>
  );
}
