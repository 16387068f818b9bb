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
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import {
  ACCEPTED_PHOTO_TYPES,
  ACCEPTED_PHOTOS_TEXT,
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
  return json({ restaurant: { name: restaurant.name, slug: restaurant.slug } }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

type Refusal = { photos?: string; caption?: string; form?: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Who sends it, to which restaurant and how often are settled before the upload is
  // read: the Worker passes this form on unread (workers/request-guard.ts).
  const user = await requireDiner(request, context);
  const restaurant = await findRestaurant(params, context);
  let caption = '';
  const refuse = (status: number | ResponseInit, errors: Refusal) =>
    json({ errors, values: { caption } }, typeof status === 'number' ? { status, headers: PRIVATE_PAGE } : status);

  if (!(await withinRateLimit(context, 'PHOTO_RATE_LIMITER', clientKey(request, user.id)))) {
    return refuse(tooManyRequests(PRIVATE_PAGE), { form: RATE_LIMITED_MESSAGE });
  }
  const startOfDay = new Date().toISOString().slice(0, 10);
  const addedToday = await countPhotosSince(context.db, user.id, startOfDay);
  const quotaLeft = Math.max(0, DAILY_PHOTO_QUOTA - addedToday);
  const overQuota = () =>
    refuse(429, {
      form: `You can add ${DAILY_PHOTO_QUOTA} photos a day and have ${quotaLeft} left today. Please come back tomorrow for more.`,
    });
  if (!quotaLeft) return overQuota();

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return refuse(400, { form: 'We could not read this form. Please reload the page and send it again.' });
  }
  caption = String(formData.get('caption') ?? '').trim();
  if (caption.length > MAX_CAPTION_LENGTH) {
    return refuse(400, { caption: `Please keep the description under ${MAX_CAPTION_LENGTH} characters.` });
  }
  const files = formData.getAll('photos').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  if (!files.length) return refuse(400, { photos: `Choose a photo to add: ${ACCEPTED_PHOTOS_TEXT}.` });
  if (files.length > MAX_PHOTOS_PER_UPLOAD) {
    return refuse(400, { photos: `Please add up to ${MAX_PHOTOS_PER_UPLOAD} photos at a time.` });
  }
  const tooLarge = files.find((f) => f.size > MAX_PHOTO_BYTES);
  if (tooLarge) {
    return refuse(413, {
      photos: `“${tooLarge.name}” is ${(tooLarge.size / 1024 / 1024).toFixed(1)} MB. We accept ${ACCEPTED_PHOTOS_TEXT}.`,
    });
  }
  const uploads = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  const notAPhoto = uploads.find((u) => !sniffPhotoType(u.bytes));
  if (notAPhoto) return refuse(400, { photos: `“${notAPhoto.name}” is not a photo we can use. We accept ${ACCEPTED_PHOTOS_TEXT}.` });
  const tooManyPixels = uploads.find((u) => {
    const size = photoDimensions(u.bytes);
    return size !== null && size.width * size.height > MAX_PHOTO_PIXELS;
  });
  if (tooManyPixels) {
    const size = photoDimensions(tooManyPixels.bytes)!;
    return refuse(413, {
      photos: `“${tooManyPixels.name}” is ${size.width}×${size.height} pixels. We accept photos up to ${MAX_PHOTO_MEGAPIXELS} megapixels (e.g. ${MAX_PHOTO_SIZE.width}×${MAX_PHOTO_SIZE.height}): choose a smaller size when your phone offers one.`,
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
      return refuse(400, { photos: `“${upload.name}” could not be read as a photo. We accept ${ACCEPTED_PHOTOS_TEXT}.` });
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
    title: uploads.length === 1 ? 'Thanks for your photo!' : `Thanks for your ${uploads.length} photos!`,
    description: 'An editor looks at every photo before it appears. Your profile shows where it stands.',
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Add Photos of ${data.restaurant.name} · Fort Worth Eats` : 'Add Photos · Fort Worth Eats' },
  { name: 'robots', content: 'noindex' },
];

const ACCEPT = ACCEPTED_PHOTO_TYPES.map((t) => t.mime).join(',');

export default function AddPhotos() {
  const { restaurant } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors: Refusal = answer?.errors ?? {};
  const uploading = useNavigation().state === 'submitting';
  const submit = useSubmit();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to={`/restaurant/${restaurant.slug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
        Back to {restaurant.name}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">Add Photos of {restaurant.name}</h1>
      <p className="mt-2 text-stone-800">
        {`${ACCEPTED_PHOTOS_TEXT} and ${MAX_PHOTO_MEGAPIXELS} megapixels, up to ${MAX_PHOTOS_PER_UPLOAD} at a time.`} We remove location and camera details from every photo, and an
        editor looks at each one before it appears.
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
            Describe your photos (optional)
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
            For people who cannot see them, e.g. “Brisket plate with pickles and white bread”.
          </p>
          <ErrorList id="caption-error" errors={[errors.caption]} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={uploading}>
          {uploading ? 'Uploading…' : 'Add Photos'}
        </button>
        {uploading ? (
          <progress className="w-full" aria-label="Uploading your photos">
            Uploading
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
  return (
    <div>
      <label htmlFor="photos" className="mb-1 block font-medium text-stone-900">
        Photos
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
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Chosen photos">
          {previews.map((p) => (
            <li key={p.url}>
              <img src={p.url} alt={`Preview of ${p.name}`} className="aspect-square w-full rounded object-cover" />
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
