import { Form, Link, useLocation } from '@remix-run/react';
import type { HeaderUser } from './site-header';
import { BellIcon } from './icons';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function Avatar({ name, picture, size = 36 }: { name: string; picture: string | null; size?: number }) {
  return (
    <span
      className="inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800"
      style={{ width: size, height: size }}
    >
      {picture ? (
        <img src={picture} alt="" width={size} height={size} className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}

/** Signed out: the Login form. Signed in: notifications and a menu that opens without JavaScript. */
export function AccountMenu({ user }: { user: HeaderUser }) {
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  if (!user) {
    return (
      <Form method="post" action="/auth/facebook">
        <input type="hidden" name="redirectTo" value={returnTo} />
        <button type="submit" className="btn-primary">
          Login
        </button>
      </Form>
    );
  }
  return (
    <>
      <Link to="/profile?tab=reviews" className="btn p-2 text-stone-700 hover:bg-stone-100" aria-label="Notifications: your friends' latest reviews">
        <BellIcon />
      </Link>
      <details className="relative [&_summary::-webkit-details-marker]:hidden">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-stone-100" aria-label={`Account menu for ${user.name}`}>
          <Avatar name={user.name} picture={user.profilePicture} />
          <span className="hidden text-sm font-medium sm:inline">{user.name}</span>
        </summary>
        <div className="absolute right-0 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
          <p className="px-3 py-2 text-sm font-semibold">{user.name}</p>
          <Link to="/profile" className="flex min-h-[44px] items-center rounded-md px-3 text-sm hover:bg-stone-100">
            Your Profile
          </Link>
          <Form method="post" action="/auth/logout">
            <button type="submit" className="flex min-h-[44px] w-full items-center rounded-md px-3 text-left text-sm hover:bg-stone-100">
              Sign out
            </button>
          </Form>
        </div>
      </details>
    </>
  );
}
