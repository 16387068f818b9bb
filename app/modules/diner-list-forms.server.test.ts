import { describe, expect, it } from 'vitest';
import { beenDetailsSchema, ShareListSchema } from './diner-list-forms.server';
import { translator } from './messages.server';

const today = '2026-11-25';
const been = (fields: Record<string, string | undefined>) => beenDetailsSchema(today, translator('en')).safeParse({ restaurantId: '3', ...fields });
const messages = (result: ReturnType<typeof been>) => (result.success ? [] : result.error.issues.map((i) => i.message));

describe("Been's day and note", () => {
  it('takes no day, today or a day before, and a note up to 500 characters', () => {
    expect(been({}).success).toBe(true);
    expect(been({ visitedOn: today }).success).toBe(true);
    expect(been({ visitedOn: '2019-02-28', note: 'x'.repeat(500) }).success).toBe(true);
  });

  it('refuses tomorrow in Fort Worth, a day that does not exist and a note too long', () => {
    expect(messages(been({ visitedOn: '2026-11-26' }))).toEqual(['That day has not come yet in Fort Worth']);
    expect(messages(been({ visitedOn: '2026-02-30' }))).toContain('Enter a real day');
    expect(messages(been({ visitedOn: '25/11/2026' }))).toContain('Enter the day as YYYY-MM-DD');
    expect(messages(been({ note: 'x'.repeat(501) }))).toEqual(['Keep the note to 500 characters']);
  });

  it('says so in Spanish on a Spanish page', () => {
    const result = beenDetailsSchema(today, translator('es')).safeParse({ restaurantId: '3', visitedOn: '2026-11-26', note: 'x'.repeat(501) });
    expect(messages(result)).toEqual(['Ese día todavía no llega en Fort Worth', 'La nota puede tener hasta 500 caracteres']);
  });
});

describe('sharing a list', () => {
  it('needs a known list and a title; the note is optional and short', () => {
    expect(ShareListSchema.safeParse({ list: 'been', title: ' Date nights ' })).toMatchObject({ success: true, data: { title: 'Date nights' } });
    expect(ShareListSchema.safeParse({ list: 'everyone', title: 'x' }).success).toBe(false);
    expect(ShareListSchema.safeParse({ list: 'want', title: '' }).success).toBe(false);
    expect(ShareListSchema.safeParse({ list: 'want', title: 'x', note: 'y'.repeat(281) }).success).toBe(false);
  });
});
