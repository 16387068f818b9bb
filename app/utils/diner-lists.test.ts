import { describe, expect, it } from 'vitest';
import { listOrFirst, newShareToken, SHARE_TOKEN } from './diner-lists';

describe('share tokens', () => {
  it('are 128 random bits as 22 base64url characters, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, newShareToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(SHARE_TOKEN);
  });
});

describe('listOrFirst', () => {
  it('reads a known list and falls back to Favorites', () => {
    expect(listOrFirst('been')).toBe('been');
    expect(listOrFirst('want')).toBe('want');
    expect(listOrFirst('secret')).toBe('favorites');
    expect(listOrFirst(null)).toBe('favorites');
  });
});
