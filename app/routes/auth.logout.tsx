import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import { destroyUserSession } from '~/utils/auth.server';

/** Sign out is a POST (the header's Sign out form): it ends the session and returns to /. */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect('/', {
    headers: { 'Set-Cookie': await destroyUserSession(context.cloudflare.env, request) },
  });
}

/** A GET never signs anyone out (a link or image could otherwise do it). */
export async function loader() {
  return redirect('/');
}
