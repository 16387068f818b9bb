import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAll, keep } from './keep';

/** A read that settles when the test says so, counting how often it was started. */
function controlledReads<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = [];
  const read = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { read, pending };
}

describe('keep', () => {
  beforeEach(() => forgetAll());
  afterEach(() => vi.useRealTimers());

  it("gives a second caller its own read while the first is under way, never the first caller's promise", async () => {
    const { read, pending } = controlledReads<string>();
    const first = keep('cuisines', read);
    const second = keep('cuisines', read);

    expect(second).not.toBe(first);
    expect(pending).toHaveLength(2);
    // The second read settles first; each caller gets its own answer.
    pending[1]!.resolve('from the second read');
    pending[0]!.resolve('from the first read');
    expect(await second).toBe('from the second read');
    expect(await first).toBe('from the first read');
  });

  it('keeps a settled value and hands it back without a promise or another read', async () => {
    const { read, pending } = controlledReads<string[]>();
    const reading = keep('neighbourhoods', read);
    pending[0]!.resolve(['Near Southside']);
    await reading;

    const again = keep('neighbourhoods', read);
    expect(again).toEqual(['Near Southside']);
    expect(again).not.toBeInstanceOf(Promise);
    expect(pending).toHaveLength(1);
  });

  it('keeps nothing from a failed read: the next caller reads again', async () => {
    const { read, pending } = controlledReads<number>();
    const failing = keep('generation', read);
    pending[0]!.reject(new Error('D1 is away'));
    await expect(failing).rejects.toThrow('D1 is away');

    const retry = keep('generation', read);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(7);
    expect(await retry).toBe(7);
  });

  it('does not keep a read that began before forgetAll and settled after it', async () => {
    const { read, pending } = controlledReads<string>();
    const before = keep('carousel', read);
    forgetAll();
    pending[0]!.resolve('before the publish');
    expect(await before).toBe('before the publish');

    const after = keep('carousel', read);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('after the publish');
    expect(await after).toBe('after the publish');
  });

  it('reads again once forMs has passed since the value settled', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    let reads = 0;
    const read = () => `read ${++reads}`;
    expect(keep('counts', read, { forMs: 60_000 })).toBe('read 1');
    vi.setSystemTime(new Date('2026-11-27T12:00:59Z'));
    expect(keep('counts', read, { forMs: 60_000 })).toBe('read 1');
    vi.setSystemTime(new Date('2026-11-27T12:01:00Z'));
    expect(keep('counts', read, { forMs: 60_000 })).toBe('read 2');
  });
});
