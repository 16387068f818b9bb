import { useT } from '~/utils/i18n';

/** Marks where a message's {placeholders} go, so they can be set in <strong> and <code>. */
const MARK = '\u0001';
const CODE = { file: 'wrangler.toml', production: '[vars]', staging: '[env.staging.vars]' } as const;

/**
 * Shown on the profile page only while the site has no admin and its operator
 * named none: the Facebook id a person has on this app is known only once they
 * sign in here, so this is where the first admin learns the line to paste.
 */
export function FirstAdminSetup({ facebookId }: { facebookId: string }) {
  const t = useT();
  const line = `ADMIN_FACEBOOK_IDS = "${facebookId}"`;
  const marked = (name: string) => `${MARK}${name}${MARK}`;
  const pieces = t('profile.firstAdmin.howTo', { id: marked('id'), file: marked('file'), production: marked('production'), staging: marked('staging') }).split(MARK);
  return (
    <section aria-labelledby="first-admin-heading" className="card mt-6 space-y-3 border-amber-300 bg-amber-50 p-6 text-stone-900">
      <h2 id="first-admin-heading" className="text-xl font-bold">
        {t('profile.firstAdmin.heading')}
      </h2>
      <p>
        {pieces.map((piece, i) =>
          i % 2 === 0 ? piece : piece === 'id' ? <strong key={piece}>{facebookId}</strong> : <code key={piece}>{CODE[piece as keyof typeof CODE]}</code>,
        )}
      </p>
      <pre className="overflow-x-auto rounded bg-white p-3 text-sm">
        <code>{line}</code>
      </pre>
      <p className="text-sm text-stone-700">{t('profile.firstAdmin.note')}</p>
    </section>
  );
}
