import { vi } from 'vitest';

/**
 * A setup file: with TEST_NOW set (a clock project of vitest.config.ts, or by hand:
 * `TEST_NOW=<instant> npx vitest run --project integration`), the test process's
 * clock starts at that instant and keeps ticking, and startApp hands the same
 * instant to the Worker unless a test pins its own.
 */
const instant = process.env.TEST_NOW;
if (instant) vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'], shouldAdvanceTime: true });
