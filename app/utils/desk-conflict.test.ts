import { describe, expect, it } from 'vitest';
import { conflictingFields } from './desk-conflict';

describe('conflictingFields', () => {
  const labels = { title: 'Title', phone: 'Phone', tags: 'Tags' };
  it('lists the fields whose saved value differs from what was sent, with the saved value', () => {
    expect(
      conflictingFields({ title: 'Tacos', phone: '(817) 555-0101', tags: ['a'] }, { title: 'Tacos', phone: '(817) 555-0199', tags: ['a', 'b'] }, labels),
    ).toEqual([
      { field: 'phone', label: 'Phone', theirs: '(817) 555-0199' },
      { field: 'tags', label: 'Tags', theirs: '["a","b"]' },
    ]);
  });
  it('ignores blank-versus-missing and surrounding spaces', () => {
    expect(conflictingFields({ title: ' Tacos ', phone: '' }, { title: 'Tacos', phone: null }, labels)).toEqual([]);
  });
});
