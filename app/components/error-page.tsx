import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react';
import { useT } from '~/utils/i18n';
import { TEXT_LANG, useLocale } from '~/utils/locale';

type StatusHandler = (info: { status: number; data: unknown }) => React.ReactNode;

/**
 * The one error boundary every route uses: a 404 gets its own text, anything
 * else the screen's own error text from the spec. Never a stack trace.
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
  defaultMessage,
  title,
  retry = false,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultMessage?: string;
  title?: string;
  /** Offer "Try Again": a plain link that loads the same URL again. */
  retry?: boolean;
}) {
  const error = useRouteError();
  const location = useLocation();
  const t = useT();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler({ status: error.status, data: error.data })}</>;
    if (error.status === 404) return <NotFoundMessage />;
  } else if (typeof document === 'undefined') {
    console.error(error);
  }
  return (
    <ErrorMessage
      title={title ?? t('layout.error.title')}
      action={
        retry ? (
          <a href={location.pathname + location.search} className="btn-primary">
            {t('layout.error.retry')}
          </a>
        ) : undefined
      }
    >
      {defaultMessage ?? t('layout.error.text')}
    </ErrorMessage>
  );
}

export function ErrorMessage({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    // A failed route sends no data, so the page around it reads as untranslated (lang="en" on
    // <main>): the message itself is in the layout's words, marked with the page's language.
    <div lang={locale === 'es' ? TEXT_LANG.es : undefined} className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-4 text-lg text-stone-700">{children}</p>
      <div className="mt-8 flex justify-center gap-3">
        {action ?? (
          <Link to="/" className="btn-primary">
            {t('layout.error.home')}
          </Link>
        )}
      </div>
    </div>
  );
}

function NotFoundMessage() {
  const t = useT();
  return <ErrorMessage title={t('layout.error.notFoundTitle')}>{t('layout.error.notFoundText')}</ErrorMessage>;
}
