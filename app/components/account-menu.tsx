import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { useT } from '~/utils/i18n';
import { pathInLocale, useLocale } from '~/utils/locale';
import type { HeaderUser } from './site-header';
import { Avatar } from './avatar';
import { BellIcon } from './icons';
import { useDisclosureMenu } from './use-disclosure-menu';

/**
 * The sign-in button: a POST form that starts the Facebook redirect flow and
 * brings the diner back to this page (or `redirectTo`). While a login is in
 * progress it reads "Loading..." and is disabled (the spec).
 */
export function SignInForm({
  label,
  redirectTo,
  className = 'btn-primary',
}: {
  label?: string;
  redirectTo?: string;
  className?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const t = useT();
  const locale = useLocale();
  const signingIn = navigation.state !== 'idle' && navigation.formAction?.endsWith('/auth/facebook');
  return (
    <Form method="post" action="/auth/facebook">
      {/* The diner comes back through Facebook's fixed callback, so the page is named with its language. */}
      <input type="hidden" name="redirectTo" value={pathInLocale(redirectTo ?? location.pathname + location.search, locale)} />
      <button type="submit" className={className} disabled={signingIn}>
        {signingIn ? t('layout.account.loading') : (label ?? t('layout.account.login'))}
      </button>
    </Form>
  );
}

/** Signed out: the Login form. Signed in: notifications and a menu that opens without JavaScript. */
export function AccountMenu({ user }: { user: HeaderUser }) {
  if (!user) return <SignInForm />;
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const menu = useDisclosureMenu();
  const t = useT();
  return (
    <>
      <Link to="/profile?tab=reviews" className="btn p-2 text-stone-700 hover:bg-stone-100" aria-label={t('layout.account.notifications')}>
        <BellIcon />
      </Link>
      <details {...menu} className="relative [&_summary::-webkit-details-marker]:hidden">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-stone-100" aria-label={t('layout.account.menuFor', { name: user.name })}>
          <Avatar name={user.name} picture={user.profilePicture} />
          <span className="hidden text-sm font-medium 2xl:inline">{user.name}</span>
        </summary>
        <div className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
          <p className="px-3 py-2 text-sm font-semibold">{user.name}</p>
          <Link to="/profile" className="flex min-h-[44px] items-center rounded-md px-3 text-sm hover:bg-stone-100">
            {t('layout.account.profile')}
          </Link>{' '}
          <Link to="/lists" className="flex min-h-[44px] items-center rounded-md px-3 text-sm hover:bg-stone-100">
            {t('layout.account.lists')}
          </Link>{' '}
          {user.digests ? (
            <Link to="/digests" className="flex min-h-[44px] items-center rounded-md px-3 text-sm hover:bg-stone-100">
              {t('layout.account.digests')}
            </Link>
          ) : null}{' '}
          {user.canUseDesk ? (
            <Link to="/admin" className="flex min-h-[44px] items-center rounded-md px-3 text-sm hover:bg-stone-100">
              {t('layout.account.desk')}
            </Link>
          ) : null}
          <Form method="post" action="/auth/logout">
            {/* A named field: a browser that sends only named fields (lynx) sends a form with none as a GET. */}
            <input type="hidden" name="intent" value="this-device" />
            <button type="submit" className="flex min-h-[44px] w-full items-center rounded-md px-3 text-left text-sm hover:bg-stone-100">
              {t('layout.account.signOut')}
            </button>
          </Form>
        </div>
      </details>
    </>
  );
}
