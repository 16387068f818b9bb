// Shared by actions and by components (the sign-in page's form), so not a .server module.

/**
 * Accept only same-site paths ("/restaurant/x?y") as a redirect target, so a
 * crafted redirectTo can never send a diner to another site.
 */
export function safeRedirectPath(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) {
    return fallback;
  }
  return to;
}
