import type { Block } from '~/content/types';
import { formatLongDate } from './format';
import { formatMinute, fortWorthOffset, toFortWorthLocal } from './hours';

/**
 * An article as the desk edits it: the body's text as Markdown, the structured
 * boxes the template shows as their own fields, lists as arrays. This is also
 * what each recorded change keeps, so Restore puts exactly this back.
 */
export type ArticleInput = {
  title: string;
  slug: string;
  kind: 'review' | 'news';
  category: string;
  tags: string[];
  author: string;
  /** ISO instant (UTC), or '' when not chosen yet (publishing sets it to now). */
  publishedAt: string;
  imageUrl: string;
  imageAlt: string;
  intro: string;
  markdown: string;
  restaurants: string[];
  tips: { title: string; items: string[] } | null;
  rating: { title: string; stars: number; summary: string } | null;
  visit: { title: string; restaurant: string; note: string } | null;
  event: {
    title: string;
    name: string;
    startsAt: string;
    fee: number | null;
    venue: string;
    details: Array<{ label: string; value: string }>;
  } | null;
  video: { title: string; videoId: string } | null;
};

/** The event rows the desk writes from the event's own fields; other rows are the editor's extra lines. */
const DERIVED_EVENT_ROWS = ['Date', 'Time', 'Fee'];

const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]#<>])/g, '\\$1');

/** A stored body (seeded blocks or the desk's own) split into Markdown and the boxes. */
export function bodyToInput(body: Block[]): Pick<ArticleInput, 'markdown' | 'tips' | 'rating' | 'visit' | 'event' | 'video'> {
  const text: string[] = [];
  const input: Pick<ArticleInput, 'tips' | 'rating' | 'visit' | 'event' | 'video'> = {
    tips: null,
    rating: null,
    visit: null,
    event: null,
    video: null,
  };
  for (const block of body) {
    switch (block.type) {
      case 'markdown':
        text.push(block.text);
        break;
      case 'heading':
        text.push(`## ${escapeMarkdown(block.text)}`);
        break;
      case 'paragraph':
        text.push(
          ...block.text
            .split(/\n+/)
            .filter((p) => p.trim())
            .map(escapeMarkdown)
        );
        break;
      case 'list':
        text.push(block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${escapeMarkdown(item)}`).join('\n'));
        break;
      case 'quote':
        text.push(`> ${escapeMarkdown(block.text)}${block.cite ? `\n>\n> — ${escapeMarkdown(block.cite)}` : ''}`);
        break;
      case 'tips':
        input.tips ??= { title: block.title, items: block.items };
        break;
      case 'rating':
        input.rating ??= { title: block.title, stars: block.stars, summary: block.summary };
        break;
      case 'visit':
        input.visit ??= { title: block.title, restaurant: block.restaurant, note: block.note ?? '' };
        break;
      case 'event':
        input.event ??= {
          title: block.title,
          name: block.name,
          startsAt: new Date(block.startsAt).toISOString(),
          fee: block.price ?? null,
          venue: 'restaurant' in block.venue ? block.venue.restaurant : block.venue.name,
          details: block.items.filter((item) => !DERIVED_EVENT_ROWS.includes(item.label)),
        };
        break;
      case 'video':
        input.video ??= { title: block.title, videoId: block.videoId };
        break;
    }
  }
  return { markdown: text.join('\n\n'), ...input };
}

/** The body the template draws: the Markdown, then each box the editor filled in. */
export function inputToBody(input: ArticleInput): Block[] {
  const blocks: Block[] = [];
  if (input.markdown.trim()) blocks.push({ type: 'markdown', text: input.markdown });
  if (input.tips) blocks.push({ type: 'tips', ...input.tips });
  if (input.rating) blocks.push({ type: 'rating', ...input.rating });
  if (input.visit)
    blocks.push({
      type: 'visit',
      title: input.visit.title,
      restaurant: input.visit.restaurant,
      ...(input.visit.note ? { note: input.visit.note } : {}),
    });
  if (input.event) {
    const e = input.event;
    const starts = new Date(e.startsAt);
    const local = toFortWorthLocal(starts);
    const [hour, minute] = local.slice(11).split(':').map(Number) as [number, number];
    blocks.push({
      type: 'event',
      title: e.title,
      name: e.name,
      startsAt: `${local}:00${fortWorthOffset(starts)}`,
      venue: input.restaurants.includes(e.venue) ? { restaurant: e.venue } : { name: e.venue },
      ...(e.fee === null ? {} : { price: e.fee }),
      items: [
        { label: 'Date', value: formatLongDate(starts.toISOString()) },
        { label: 'Time', value: formatMinute(hour * 60 + minute) },
        ...(e.fee === null ? [] : [{ label: 'Fee', value: e.fee === 0 ? 'Free' : `$${e.fee}` }]),
        ...e.details,
      ],
    });
  }
  if (input.video) blocks.push({ type: 'video', provider: 'youtube', ...input.video });
  return blocks;
}

const lines = (items: string[]) => items.join('\n');

/**
 * The form's text for an article: every field a string, lists one per line,
 * times as Fort Worth datetime-local values. The schema reads these back.
 */
export function inputToFormValues(input: ArticleInput): Record<string, string> {
  return {
    title: input.title,
    slug: input.slug,
    kind: input.kind,
    category: input.category,
    tags: lines(input.tags),
    author: input.author,
    publishedAt: input.publishedAt ? toFortWorthLocal(new Date(input.publishedAt)) : '',
    imageUrl: input.imageUrl,
    imageAlt: input.imageAlt,
    intro: input.intro,
    markdown: input.markdown,
    restaurants: lines(input.restaurants),
    tipsTitle: input.tips?.title ?? '',
    tipsItems: lines(input.tips?.items ?? []),
    ratingTitle: input.rating?.title ?? '',
    ratingStars: input.rating ? String(input.rating.stars) : '',
    ratingSummary: input.rating?.summary ?? '',
    visitTitle: input.visit?.title ?? '',
    visitRestaurant: input.visit?.restaurant ?? '',
    visitNote: input.visit?.note ?? '',
    eventTitle: input.event?.title ?? '',
    eventName: input.event?.name ?? '',
    eventStartsAt: input.event ? toFortWorthLocal(new Date(input.event.startsAt)) : '',
    eventFee: input.event?.fee == null ? '' : String(input.event.fee),
    eventVenue: input.event?.venue ?? '',
    eventDetails: lines((input.event?.details ?? []).map((row) => `${row.label}: ${row.value}`)),
    videoTitle: input.video?.title ?? '',
    videoId: input.video?.videoId ?? '',
  };
}

/** A new article's starting values. */
export const EMPTY_ARTICLE: ArticleInput = {
  title: '',
  slug: '',
  kind: 'news',
  category: 'News',
  tags: [],
  author: '',
  publishedAt: '',
  imageUrl: '',
  imageAlt: '',
  intro: '',
  markdown: '',
  restaurants: [],
  tips: null,
  rating: null,
  visit: null,
  event: null,
  video: null,
};
