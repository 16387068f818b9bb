import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import { useT } from '~/utils/i18n';

/** Prev/next and numbered page links (?page=N) under a listing; basePath may carry a query of its own. */
export function Pagination({
  page,
  pageCount,
  basePath,
  label,
}: {
  page: number;
  pageCount: number;
  basePath: string;
  label: string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const href = (n: number) => (n === 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${n}`);
  const linkClass =
    'inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-lg border px-3 text-sm font-semibold';
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          rel="prev"
          className={`${linkClass} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`}
        >
          {t('pagination.previous')}<span className="sr-only">{` ${t('pagination.pageAfter')}`}</span>
        </Link>
      ) : null}
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Fragment key={n}>
          {' '}
          <Link
            to={href(n)}
            aria-current={n === page ? 'page' : undefined}
            className={`${linkClass} ${
              n === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
            }`}
          >
            <span className="sr-only">{`${t('pagination.pageBefore')} `}</span>
            {n}
          </Link>
        </Fragment>
      ))}{' '}
      {page < pageCount ? (
        <Link
          to={href(page + 1)}
          rel="next"
          className={`${linkClass} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`}
        >
          {t('pagination.next')}<span className="sr-only">{` ${t('pagination.pageAfter')}`}</span>
        </Link>
      ) : null}
    </nav>
  );
}
