import { Form, Link } from '@remix-run/react';
import { useT } from '~/utils/i18n';
import { photoVariantPath, type PhotoFormatName } from '~/utils/photo-rules';
import { PhotoPicture } from './photo-picture';

type GalleryPhoto = { id: number; caption: string; width: number; height: number; widths: number[]; formats: PhotoFormatName[]; by: string };

/**
 * Diners' approved photos of a restaurant: thumbnails that open the largest
 * width, so the gallery works as plain links without JavaScript. Editors also
 * get a button to make a photo the listing's cover.
 */
export function PhotoGallery({
  photos,
  addPhotosPath,
  coverPhotoId,
  canChooseCover,
}: {
  photos: GalleryPhoto[];
  addPhotosPath: string;
  coverPhotoId: number | null;
  canChooseCover: boolean;
}) {
  const t = useT();
  return (
    <section id="photos" className="card p-5" aria-labelledby="photos-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="photos-heading" className="text-xl font-bold">
          {t('photos.heading')}
        </h2>
        <Link to={addPhotosPath} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
          {t('photos.add')}
        </Link>
      </div>
      {photos.length ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id}>
              <figure>
                <a href={photoVariantPath(photo.id, photo.widths[photo.widths.length - 1]!)} className="block">
                  <PhotoPicture
                    photo={photo}
                    preferredWidth={480}
                    sizes="(min-width: 640px) 15rem, 50vw"
                    alt={photo.caption}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square h-auto w-full rounded object-cover"
                  />
                </a>
                <figcaption className="mt-1 text-xs text-stone-700">
                  {photo.by}
                  {photo.id === coverPhotoId ? ` · ${t('photos.cover')}` : ''}
                </figcaption>
                <Link to={`/report/photo/${photo.id}`} rel="nofollow" className="text-xs text-stone-700 underline">
                  {t('photos.report')}<span className="sr-only">{t('photos.reportWhich', { name: photo.by })}</span>
                </Link>
                {canChooseCover && photo.id !== coverPhotoId ? (
                  <Form method="post" action="/admin/moderation" reloadDocument>
                    <input type="hidden" name="photoId" value={photo.id} />
                    <button type="submit" name="intent" value="make-cover" className="text-xs font-medium text-brand-800 underline">
                      {t('photos.makeCover')}
                    </button>
                  </Form>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-700">{t('photos.none')}</p>
      )}
    </section>
  );
}
