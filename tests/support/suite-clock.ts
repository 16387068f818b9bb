import { vi } from 'vitest';

/**
 * The setup file of the clock projects of vitest.config.ts, which set TEST_NOW: the
 * test process's clock stands at that instant, as the Worker's does (startApp hands
 * it the same instant unless a test pins its own). Only `Date` stands still; timers run.
 */
const instant = process.env.TEST_NOW;
const standStill = () => vi.useFakeTimers({ now: new Date(instant!), toFake: ['Date'] });

/** Runs `start` on the real clock: Miniflare refuses a compatibility date later than the day it thinks it is. */
async function onRealClock<T>(start: () => Promise<T>): Promise<T> {
  vi.useRealTimers();
  try {
    return await start();
  } finally {
    standStill();
  }
}

if (instant) {
  standStill();
  Object.assign(globalThis, { onRealClock });
}
