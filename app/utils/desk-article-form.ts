import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import type { ArticleInput } from '~/utils/desk-article';
import { addressField, imagePathField, lineList, optionalText, requiredText } from '~/utils/desk-form-fields';
import { fromFortWorthLocal } from '~/utils/hours';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The article form's one schema. Every field arrives as text (lists one per
 * line, times as Fort Worth datetime-local values) so the form works without
 * JavaScript and on a phone; this turns it into an ArticleInput with a message
 * on the field that is wrong. Conform passes an empty field as undefined.
 */
export const ArticleFormSchema = z
  .object({
    title: requiredText(200, 'Title'),
    slug: addressField('new-taco-spot'),
    kind: z.enum(['news', 'review'], { errorMap: () => ({ message: 'Choose News or Review' }) }),
    category: requiredText(60, 'Category'),
    tags: optionalText(600, 'Tags'),
    author: requiredText(100, 'Author'),
    publishedAt: z.string().optional(),
    imageUrl: imagePathField('Hero image', '/images/articles/brisket.svg'),
    imageAlt: optionalText(300, 'Image description'),
    intro: requiredText(1500, 'Intro'),
    // A long review runs ~10,000 characters; this keeps an encoded form well under the Worker's 64 KB body limit.
    markdown: optionalText(20_000, 'Body'),
    restaurants: optionalText(2000, 'Restaurants'),
    tipsTitle: optionalText(100, 'Tips title'),
    tipsItems: optionalText(4000, 'Tips'),
    ratingTitle: optionalText(100, 'Rating title'),
    ratingStars: z.coerce
      .number({ invalid_type_error: 'Stars must be a number from 1 to 5' })
      .min(1, 'Stars must be from 1 to 5')
      .max(5, 'Stars must be from 1 to 5')
      .optional(),
    ratingSummary: optionalText(1000, 'Rating summary'),
    visitTitle: optionalText(100, 'Visit box title'),
    visitRestaurant: optionalText(120, 'Visit box restaurant'),
    visitNote: optionalText(500, 'Visit box note'),
    eventTitle: optionalText(100, 'Event box title'),
    eventName: optionalText(200, 'Event name'),
    eventStartsAt: z.string().optional(),
    eventFee: z.coerce
      .number({ invalid_type_error: 'Fee must be an amount in dollars, 0 when free' })
      .min(0, 'Fee cannot be negative')
      .max(10_000, 'Fee is too large')
      .optional(),
    eventVenue: optionalText(200, 'Event venue'),
    eventDetails: optionalText(2000, 'Event details'),
    videoTitle: optionalText(200, 'Video title'),
    videoId: optionalText(300, 'YouTube video'),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (form.publishedAt && !fromFortWorthLocal(form.publishedAt)) issue('publishedAt', 'Choose a date and time');
    if (form.imageUrl && !form.imageAlt) issue('imageAlt', 'Describe the picture for readers who cannot see it');
    const covered = lineList(form.restaurants);
    if (form.ratingStars !== undefined && !form.ratingSummary)
      issue('ratingSummary', 'Say in a sentence why it earns these stars');
    if (form.ratingSummary && form.ratingStars === undefined) issue('ratingStars', 'Give 1 to 5 stars, or clear the summary');
    if (form.visitRestaurant && !covered.includes(form.visitRestaurant))
      issue('visitRestaurant', 'The Visit box must point at one of the restaurants this article covers');
    if (form.eventName) {
      if (!form.eventStartsAt || !fromFortWorthLocal(form.eventStartsAt))
        issue('eventStartsAt', 'Choose the date and time the event starts');
      if (!form.eventVenue) issue('eventVenue', 'Name the venue, or a covered restaurant’s address (its slug)');
    } else if (form.eventStartsAt || form.eventVenue || form.eventFee !== undefined || form.eventDetails) {
      issue('eventName', 'Name the event, or clear the event fields');
    }
    if (form.eventDetails) {
      lineList(form.eventDetails).forEach((line, i) => {
        if (!/^[^:]{1,40}:\s*\S/.test(line))
          issue('eventDetails', `Line ${i + 1}: write it as "Label: value", e.g. "Prizes: $500"`);
      });
    }
    if (form.videoId && !youtubeId(form.videoId)) issue('videoId', 'Paste a YouTube link or video id');
    if (form.videoId && !form.videoTitle) issue('videoTitle', 'Give the video a title');
  })
  .transform((form): ArticleInput => {
    const covered = lineList(form.restaurants);
    return {
      title: form.title,
      slug: form.slug ?? '',
      kind: form.kind,
      category: form.category,
      tags: lineList(form.tags?.replace(/,/g, '\n')),
      author: form.author,
      publishedAt: form.publishedAt ? fromFortWorthLocal(form.publishedAt)!.toISOString() : '',
      imageUrl: form.imageUrl ?? '',
      imageAlt: form.imageUrl ? form.imageAlt ?? '' : '',
      intro: form.intro,
      markdown: (form.markdown ?? '').replace(/\r\n/g, '\n'),
      restaurants: [...new Set(covered)],
      tips: lineList(form.tipsItems).length ? { title: form.tipsTitle || 'Tips', items: lineList(form.tipsItems) } : null,
      rating:
        form.ratingStars !== undefined
          ? { title: form.ratingTitle || 'Our Rating', stars: form.ratingStars, summary: form.ratingSummary ?? '' }
          : null,
      visit: form.visitRestaurant
        ? { title: form.visitTitle || 'Visit', restaurant: form.visitRestaurant, note: form.visitNote ?? '' }
        : null,
      event: form.eventName
        ? {
            title: form.eventTitle || 'Event details',
            name: form.eventName,
            startsAt: fromFortWorthLocal(form.eventStartsAt!)!.toISOString(),
            fee: form.eventFee ?? null,
            venue: form.eventVenue ?? '',
            details: lineList(form.eventDetails).map((line) => {
              const at = line.indexOf(':');
              return { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
            }),
          }
        : null,
      video: form.videoId ? { title: form.videoTitle ?? '', videoId: youtubeId(form.videoId)! } : null,
    };
  });

/** A YouTube id from an id or a youtube.com / youtu.be link. */
function youtubeId(value: string): string | null {
  if (YOUTUBE_ID.test(value)) return value;
  const match = /(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/|youtube(?:-nocookie)?\.com\/embed\/)([A-Za-z0-9_-]{6,20})/.exec(
    value
  );
  return match?.[1] ?? null;
}

export function parseArticleForm(formData: FormData) {
  return parseWithZod(formData, { schema: ArticleFormSchema });
}

/** What the buttons under the form do. */

/** Field labels, for the conflict notice's list of what the other editor changed. */
export const ARTICLE_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Address',
  kind: 'Kind',
  category: 'Category',
  tags: 'Tags',
  author: 'Author',
  publishedAt: 'Publish date',
  imageUrl: 'Hero image',
  intro: 'Intro',
  markdown: 'Body',
  restaurants: 'Restaurants covered',
  tipsItems: 'Tips',
  ratingStars: 'Our Rating stars',
  ratingSummary: 'Our Rating summary',
  visitRestaurant: 'Visit box restaurant',
  eventName: 'Event name',
  eventStartsAt: 'Event start',
  eventFee: 'Event fee',
  videoId: 'Video',
};
