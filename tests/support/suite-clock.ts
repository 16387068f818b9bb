import { vi } from 'vitest';

/**
 * A setup file: with TEST_NOW set (a clock project of vitest.config.ts, or by hand:
 * `TEST_NOW=<instant> npx vitest run --project 'clock:friday' <file>`), the test
 * process's clock stands at that instant, as the Worker's does: startApp hands it
 * the same instant unless a test pins its own. Only `Date` stands still; timers run.
 */
const instant = process.env.TEST_NOW;
if (instant) vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
