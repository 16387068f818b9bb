import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import { destroyUserSession } from '~/modules/auth.server';
import { redirectWithToast } from '~/modules/http.server';

/**
 * Sign out is a POST (the header's Sign out form): it deletes the session in D1,
 * so the cookie stops working even where it was copied, and returns to /.
 * `intent=everywhere` (the profile's "Sign out of all devices") ends every
 * session of the diner.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const everywhere = (await request.formData()).get('intent') === 'everywhere';
  const headers = { 'Set-Cookie': await destroyUserSession(context, request, { everywhere }) };
  if (!everywhere) return redirect('/', { headers });
  return redirectWithToast(
    context,
    '/',
    { type: 'success', title: 'Signed out everywhere', description: 'Every device signed in to your account has been signed out.' },
    { headers },
  );
}

/** A GET never signs anyone out (a link or image could otherwise do it). */
export async function loader() {
  return redirect('/');
}
