import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { getPhoto } from '~/models/photos.server';
import { canUseDesk } from '~/models/users.server';
import { readPhotoVariant } from '~/modules/photo-storage.server';
import { parseVariantFile } from '~/utils/photo-rules';

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * One width of a diner's photo in one format, e.g. /photos/12/960.webp or 960.jpg. An approved photo is
 * public and never changes, so it is cached for a year; a photo still waiting
 * (or turned down) is shown only to its author and the editors, never stored.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const variant = parseVariantFile(params.file ?? '');
  if (!Number.isSafeInteger(id) || id <= 0 || !variant) return notFound();
  const photo = await getPhoto(context.db, id);
  if (!photo || !photo.widths.includes(variant.width) || !photo.formats.includes(variant.format.name)) return notFound();
  const isPublic = photo.status === 'approved';
  if (!isPublic) {
    const viewer = await context.viewer();
    if (!viewer || (viewer.id !== photo.userId && !canUseDesk(viewer))) return notFound();
  }
  const object = await readPhotoVariant(context.cloudflare.env.PHOTOS, id, variant.width, variant.format);
  if (!object) return notFound();
  return new Response(object.body, {
    headers: {
      'Content-Type': variant.format.mime,
      'Content-Length': String(object.size),
      ETag: object.httpEtag,
      'Cache-Control': isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
    },
  });
}
