/**
 * Shown on the profile page only while the site has no admin and its operator
 * named none: the Facebook id a person has on this app is known only once they
 * sign in here, so this is where the first admin learns the line to paste.
 */
export function FirstAdminSetup({ facebookId }: { facebookId: string }) {
  const line = `ADMIN_FACEBOOK_IDS = "${facebookId}"`;
  return (
    <section aria-labelledby="first-admin-heading" className="card mt-6 space-y-3 border-amber-300 bg-amber-50 p-6 text-stone-900">
      <h2 id="first-admin-heading" className="text-xl font-bold">
        This site has no admin yet
      </h2>
      <p>
        Your Facebook id on this site is <strong>{facebookId}</strong>. If you run this site, make yourself its first admin: put this line in
        the deployment&apos;s vars in <code>wrangler.toml</code> (<code>[vars]</code> for production, <code>[env.staging.vars]</code> for
        staging), deploy again, then sign out and in.
      </p>
      <pre className="overflow-x-auto rounded bg-white p-3 text-sm">
        <code>{line}</code>
      </pre>
      <p className="text-sm text-stone-700">
        This note goes away once the site has an admin. Until then anyone who signs in sees their own id here, and only the operator can
        make it count.
      </p>
    </section>
  );
}
