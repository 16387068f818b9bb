import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { ErrorList } from '~/components/forms';
import { countPhotosSince, createPhoto, deletePhoto } from '~/models/photos.server';
import { getRestaurantBySlug } from '~/models/restaurants.server';
import { getOptionalUser } from '~/modules/auth.server';
import { notFound, PRIVATE_PAGE, redirectWithToast, routeParam } from '~/modules/http.server';
import { UnreadablePhotoError } from '~/modules/photo-codec';
import { storePhoto } from '~/modules/photo-storage.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { metaTranslator, useT, type Translate } from '~/utils/i18n';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import {
  ACCEPTED_PHOTO_TYPES,
  DAILY_PHOTO_QUOTA,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIZE,
  PHOTO_FORMATS,
  MAX_PHOTOS_PER_UPLOAD,
  photoDimensions,
  sniffPhotoType,
} from '~/utils/photo-rules';

const MAX_CAPTION_LENGTH = 200;
const MAX_PHOTO_MEGAPIXELS = (MAX_PHOTO_PIXELS / 1_000_000).toFixed(1);

/** "JPEG, PNG or WebP photos up to 10 MB each", in the diner's language. */
function acceptedPhotos(t: Translate) {
  const types = ACCEPTED_PHOTO_TYPES.map((type) => type.label).join(', ').replace(/, (\w+)$/, ` ${t('photos.or')} $1`);
  return t('photos.accepted', { types });
}

/** The diner, or a trip to sign in that comes back here. */
async function requireDiner(request: Request, context: LoaderFunctionArgs['context']) {
  const user = await getOptionalUser(context);
  if (user) return user;
  const back = new URL(request.url).pathname;
  throw redirect(`/auth/facebook?${new URLSearchParams({ redirectTo: back })}`, { headers: PRIVATE_PAGE });
}

async function findRestaurant(params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context']) {
  const slug = routeParam(params.slug, 'slug');
  const restaurant = await getRestaurantBySlug(context.db, slug, null, context.now);
  if (!restaurant) notFound();
  return restaurant;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireDiner(request, context);
  const restaurant = await findRestaurant(params, context);
  return json(
    { restaurant: { name: restaurant.name, slug: restaurant.slug }, messages: messagesFor(context.locale, 'photos') },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = () => PRIVATE_PAGE;

type Refusal = { photos?: string; caption?: string; form?: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Who sends it, to which restaurant and how often are settled before the upload is
  // read: the Worker passes this form on unread (workers/request-guard.ts).
  const user = await requireDiner(request, context);
  const restaurant = await findRestaurant(params, context);
  let caption = '';
  const t = translator(context.locale);
  const accepted = acceptedPhotos(t);
  const refuse = (status: number | ResponseInit, errors: Refusal) =>
    json({ errors, values: { caption } }, typeof status === 'number' ? { status, headers: PRIVATE_PAGE } : status);

  if (!(await withinRateLimit(context, 'PHOTO_RATE_LIMITER', clientKey(request, user.id)))) {
    return refuse(tooManyRequests(PRIVATE_PAGE), { form: rateLimitedMessage(t) });
  }
  const startOfDay = new Date().toISOString().slice(0, 10);
  const addedToday = await countPhotosSince(context.db, user.id, startOfDay);
  const quotaLeft = Math.max(0, DAILY_PHOTO_QUOTA - addedToday);
  const overQuota = () =>
    refuse(429, {
      form: t('photos.error.quota', { quota: DAILY_PHOTO_QUOTA, left: quotaLeft }),
    });
  if (!quotaLeft) return overQuota();

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return refuse(400, { form: t('photos.error.unreadableForm') });
  }
  caption = String(formData.get('caption') ?? '').trim();
  if (caption.length > MAX_CAPTION_LENGTH) {
    return refuse(400, { caption: t('photos.error.captionTooLong', { max: MAX_CAPTION_LENGTH }) });
  }
  const files = formData.getAll('photos').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  if (!files.length) return refuse(400, { photos: t('photos.error.none', { accepted }) });
  if (files.length > MAX_PHOTOS_PER_UPLOAD) {
    return refuse(400, { photos: t('photos.error.tooMany', { max: MAX_PHOTOS_PER_UPLOAD }) });
  }
  const tooLarge = files.find((f) => f.size > MAX_PHOTO_BYTES);
  if (tooLarge) {
    return refuse(413, {
      photos: t('photos.error.tooLarge', { name: tooLarge.name, size: (tooLarge.size / 1024 / 1024).toFixed(1), accepted }),
    });
  }
  const uploads = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  const notAPhoto = uploads.find((u) => !sniffPhotoType(u.bytes));
  if (notAPhoto) return refuse(400, { photos: t('photos.error.notAPhoto', { name: notAPhoto.name, accepted }) });
  const tooManyPixels = uploads.find((u) => {
    const size = photoDimensions(u.bytes);
    return size !== null && size.width * size.height > MAX_PHOTO_PIXELS;
  });
  if (tooManyPixels) {
    const size = photoDimensions(tooManyPixels.bytes)!;
    return refuse(413, {
      photos: t('photos.error.tooManyPixels', {
        name: tooManyPixels.name,
        size: `${size.width}×${size.height}`,
        megapixels: MAX_PHOTO_MEGAPIXELS,
        example: `${MAX_PHOTO_SIZE.width}×${MAX_PHOTO_SIZE.height}`,
      }),
    });
  }

  if (uploads.length > quotaLeft) return overQuota();

  // One photo at a time: the codec's memory is reused, never two decoded photos at once.
  for (const upload of uploads) {
    let processed;
    try {
      processed = await context.photoCodec.process(upload.bytes);
    } catch (error) {
      if (!(error instanceof UnreadablePhotoError)) throw error;
      return refuse(400, { photos: t('photos.error.unreadable', { name: upload.name, accepted }) });
    }
    const photoId = await createPhoto(context.db, {
      restaurantId: restaurant.id,
      userId: user.id,
      caption: caption || `${restaurant.name}, photographed by ${user.name}`,
      width: processed.width,
      height: processed.height,
      widths: processed.variants.map((v) => v.width),
      formats: PHOTO_FORMATS.map((f) => f.name),
    });
    try {
      await storePhoto(context.cloudflare.env.PHOTOS, photoId, upload.bytes, sniffPhotoType(upload.bytes)!, processed.variants);
    } catch (error) {
      await deletePhoto(context.db, photoId);
      throw error;
    }
  }
  return redirectWithToast(context, `/restaurant/${restaurant.slug}`, {
    type: 'success',
    title: t('photos.thanks', { count: uploads.length }),
    description: t('photos.thanksDescription'),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: data ? t('photos.metaTitleOf', { name: data.restaurant.name }) : t('photos.metaTitle') },
    { name: 'robots', content: 'noindex' },
  ];
};

const ACCEPT = ACCEPTED_PHOTO_TYPES.map((t) => t.mime).join(',');

export default function AddPhotos() {
  const { restaurant } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors: Refusal = answer?.errors ?? {};
  const uploading = useNavigation().state === 'submitting';
  const submit = useSubmit();
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to={`/restaurant/${restaurant.slug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
        {t('photos.backTo', { name: restaurant.name })}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">{t('photos.pageHeading', { name: restaurant.name })}</h1>
      <p className="mt-2 text-stone-800">
        {t('photos.intro', { accepted: acceptedPhotos(t), megapixels: MAX_PHOTO_MEGAPIXELS, max: MAX_PHOTOS_PER_UPLOAD })}
      </p>
      {errors.form ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="card mt-6 space-y-4 p-5"
        onSubmit={(event) => {
          // With JavaScript, a phone's full-size photo is scaled down here to what the server
          // accepts, instead of being refused; without, the server's message says what to do.
          event.preventDefault();
          const form = event.currentTarget;
          void withinPixelLimit(new FormData(form)).then((formData) => submit(formData, { method: 'post', encType: 'multipart/form-data' }));
        }}
      >
        <PhotoPicker error={errors.photos} />
        <div>
          <label htmlFor="caption" className="mb-1 block font-medium text-stone-900">
            {t('photos.caption')}
          </label>
          <input
            id="caption"
            name="caption"
            type="text"
            maxLength={MAX_CAPTION_LENGTH}
            defaultValue={answer?.values.caption ?? ''}
            className="field-input"
            aria-invalid={errors.caption ? true : undefined}
            aria-describedby={errors.caption ? 'caption-error' : 'caption-hint'}
          />
          <p id="caption-hint" className="mt-1 text-sm text-stone-700">
            {t('photos.captionHint')}
          </p>
          <ErrorList id="caption-error" errors={[errors.caption]} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={uploading}>
          {uploading ? t('photos.uploading') : t('photos.add')}
        </button>
        {uploading ? (
          <progress className="w-full" aria-label={t('photos.uploadingLabel')}>
            {t('photos.uploadingShort')}
          </progress>
        ) : null}
      </Form>
    </div>
  );
}

/** The form's photos, each larger than MAX_PHOTO_PIXELS redrawn (upright, as the browser shows it) at the largest size allowed. */
async function withinPixelLimit(formData: FormData) {
  const photos = formData.getAll('photos');
  formData.delete('photos');
  for (const photo of photos) formData.append('photos', typeof photo === 'string' ? photo : await scaledDown(photo));
  return formData;
}

async function scaledDown(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // not an image the browser reads: the server says what it accepts
  }
  const pixels = bitmap.width * bitmap.height;
  if (pixels <= MAX_PHOTO_PIXELS) {
    bitmap.close();
    return file;
  }
  const scale = Math.sqrt(MAX_PHOTO_PIXELS / pixels);
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(bitmap.width * scale);
  canvas.height = Math.floor(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  return blob ? new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' }) : file;
}

/** The file input; with JavaScript, a preview of each chosen photo (object URLs, never uploaded twice). */
function PhotoPicker({ error }: { error?: string }) {
  const [previews, setPreviews] = useState<{ url: string; name: string }[]>([]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const t = useT();
  return (
    <div>
      <label htmlFor="photos" className="mb-1 block font-medium text-stone-900">
        {t('photos.photos')}
      </label>
      <input
        id="photos"
        name="photos"
        type="file"
        accept={ACCEPT}
        multiple
        required
        className="block w-full text-stone-900"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'photos-error' : undefined}
        onChange={(event) =>
          setPreviews(Array.from(event.currentTarget.files ?? []).slice(0, MAX_PHOTOS_PER_UPLOAD).map((f) => ({ url: URL.createObjectURL(f), name: f.name })))
        }
      />
      <ErrorList id="photos-error" errors={[error]} />
      {previews.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={t('photos.chosen')}>
          {previews.map((p) => (
            <li key={p.url}>
              <img src={p.url} alt={t('photos.preview', { name: p.name })} className="aspect-square w-full rounded object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
