import { vi } from 'vitest';

/**
 * The instant the suite runs at. Every test must pass whatever day and hour it runs
 * (Fort Worth time, daylight saving included), so the clock projects of
 * vitest.config.ts run the tests that read the clock again at these instants, as if
 * the suite had been started then: the test process's `Date` and the Worker's clock
 * (startApp passes TEST_NOW on unless a test pins its own) both read the instant.
 * `TEST_NOW=<instant> npx vitest run --project integration` does the same by hand.
 */
export const SUITE_INSTANTS = {
  // A Friday lunch hour: "(today)" lands on Friday, whose hours often run past midnight.
  friday: '2026-11-27T12:10:00-06:00',
  // Sunday night past midnight: it is Monday, and Sunday's late hours still apply.
  'sunday-night': '2026-11-30T00:40:00-06:00',
  // The night daylight saving ends: 1:30 AM comes twice; this is the second one (CST).
  'dst-ends': '2026-11-01T01:30:00-06:00',
} as const;

/** Run as a setup file: with TEST_NOW set, the test process's clock starts at that instant and keeps ticking. */
const instant = process.env.TEST_NOW;
if (instant) vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'], shouldAdvanceTime: true });
