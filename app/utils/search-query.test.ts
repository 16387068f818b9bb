import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './search-query';

describe('toFtsQuery', () => {
  it('matches every word as a prefix', () => {
    expect(toFtsQuery('BBQ  Stockyards')).toBe('"bbq"* "stockyards"*');
  });
  it('drops FTS syntax a diner might type or an attacker might send', () => {
    expect(toFtsQuery('title:taco OR "x" NEAR(a b) -*')).toBe('"title"* "taco"* "or"* "x"* "near"* "a"* "b"*');
    expect(toFtsQuery("'; DROP TABLE restaurants; --")).toBe('"drop"* "table"* "restaurants"*');
  });
  it('keeps accented words and gives up on nothing', () => {
    expect(toFtsQuery('Café Jalapeño')).toBe('"café"* "jalapeño"*');
    expect(toFtsQuery('  !!! ')).toBeNull();
  });
});
