import { describe, expect, it } from 'vitest';
import type { Block } from '~/content/types';
import { ArticleFormSchema } from './desk-article-form';
import { bodyToInput, EMPTY_ARTICLE, inputToBody, inputToFormValues } from './desk-article';

const seeded: Block[] = [
  { type: 'paragraph', text: 'Smoke rolls out at 6 AM.\nThe line starts at 10.' },
  { type: 'heading', text: 'What to order' },
  { type: 'list', items: ['Brisket', 'Jalapeño sausage'] },
  { type: 'tips', title: 'Tips', items: ['Go early', 'Bring cash'] },
  { type: 'rating', title: 'Our Rating', stars: 4.5, summary: 'Worth the line.' },
  { type: 'visit', title: 'Visit', restaurant: 'goldees-bbq', note: 'Fri-Sun only.' },
  {
    type: 'event',
    title: 'Event details',
    name: 'Brisket Day',
    startsAt: '2026-07-04T11:00:00-05:00',
    venue: { restaurant: 'goldees-bbq' },
    price: 20,
    items: [
      { label: 'Date', value: 'July 4, 2026' },
      { label: 'Prizes', value: '$500' },
    ],
  },
  { type: 'video', provider: 'youtube', videoId: 'abcdef123', title: 'The pit' },
];

describe('an article in the desk', () => {
  it('opens a seeded article as Markdown plus its boxes', () => {
    const input = bodyToInput(seeded);
    expect(input.markdown).toBe(
      'Smoke rolls out at 6 AM.\n\nThe line starts at 10.\n\n## What to order\n\n- Brisket\n- Jalapeño sausage'
    );
    expect(input.tips).toEqual({ title: 'Tips', items: ['Go early', 'Bring cash'] });
    expect(input.rating?.stars).toBe(4.5);
    expect(input.event).toMatchObject({
      name: 'Brisket Day',
      startsAt: '2026-07-04T16:00:00.000Z',
      fee: 20,
      venue: 'goldees-bbq',
      details: [{ label: 'Prizes', value: '$500' }],
    });
  });

  it('saves the boxes back as the blocks the template draws, the event in Fort Worth time', () => {
    const input = { ...EMPTY_ARTICLE, restaurants: ['goldees-bbq'], ...bodyToInput(seeded) };
    const body = inputToBody(input);
    expect(body.map((b) => b.type)).toEqual(['markdown', 'tips', 'rating', 'visit', 'event', 'video']);
    const event = body.find((b) => b.type === 'event')!;
    expect(event).toMatchObject({
      startsAt: '2026-07-04T11:00:00-05:00',
      venue: { restaurant: 'goldees-bbq' },
      items: [
        { label: 'Date', value: 'July 4, 2026' },
        { label: 'Time', value: '11 AM' },
        { label: 'Fee', value: '$20' },
        { label: 'Prizes', value: '$500' },
      ],
    });
  });

  it('reads its own form values back to the same article', () => {
    const input = {
      ...EMPTY_ARTICLE,
      title: 'T',
      author: 'A',
      intro: 'I',
      restaurants: ['goldees-bbq'],
      publishedAt: '2026-07-04T16:00:00.000Z',
      ...bodyToInput(seeded),
    };
    const values = Object.fromEntries(Object.entries(inputToFormValues(input)).filter(([, value]) => value !== ''));
    const parsed = ArticleFormSchema.safeParse(values);
    expect(parsed.success && parsed.data).toEqual({
      ...input,
      slug: '',
      event: { ...input.event!, details: [{ label: 'Prizes', value: '$500' }] },
    });
  });

  it('names the line that is wrong and the box that points nowhere', () => {
    const parsed = ArticleFormSchema.safeParse({
      title: 'T',
      kind: 'news',
      category: 'News',
      author: 'A',
      intro: 'I',
      slug: 'Not A Slug',
      visitRestaurant: 'elsewhere',
      eventName: 'Party',
      eventStartsAt: '2026-07-04T18:00',
      eventVenue: 'The lot',
      eventDetails: 'Prizes: $500\nno colon here',
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('eventDetails: Line 2: write it as "Label: value", e.g. "Prizes: $500"');
    expect(messages).toContain('visitRestaurant: The Visit box must point at one of the restaurants this article covers');
    expect(messages.some((m) => m.startsWith('slug: Use lowercase letters'))).toBe(true);
  });
});
