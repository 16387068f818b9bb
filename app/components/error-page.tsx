import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react';

type StatusHandler = (info: { status: number; data: unknown }) => React.ReactNode;

/**
 * The one error boundary every route uses: a 404 gets its own text, anything
 * else the screen's own error text from the spec. Never a stack trace.
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
  defaultMessage,
  title = 'Something went wrong',
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
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler({ status: error.status, data: error.data })}</>;
    if (error.status === 404) return <NotFoundMessage />;
  } else if (typeof document === 'undefined') {
    console.error(error);
  }
  return (
    <ErrorMessage
      title={title}
      action={
        retry ? (
          <a href={location.pathname + location.search} className="btn-primary">
            Try Again
          </a>
        ) : undefined
      }
    >
      {defaultMessage ?? 'We could not load this page. Please try again later.'}
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
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-4 text-lg text-stone-700">{children}</p>
      <div className="mt-8 flex justify-center gap-3">
        {action ?? (
          <Link to="/" className="btn-primary">
            Back to Home
          </Link>
        )}
      </div>
    </div>
  );
}

function NotFoundMessage() {
  return (
    <ErrorMessage title="404 Page Not Found">
      We couldn't find that page. If you followed a link on our site, let us know on the contact page.
    </ErrorMessage>
  );
}
