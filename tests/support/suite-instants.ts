/**
 * The instants the clock projects of vitest.config.ts run the suite at. Every test
 * must pass whatever day and hour it runs (Fort Worth time, daylight saving
 * included), so the tests that read the clock run again as if the suite had been
 * started at each of these (tests/support/suite-clock.ts). They lie before any real
 * run: what the Worker stamps with its own clock (cookies, sessions) is never older
 * than the test's.
 */
export const SUITE_INSTANTS = {
  // A Friday lunch hour: "(today)" lands on Friday, whose hours often run past midnight.
  friday: '2026-11-20T12:10:00-06:00',
  // Sunday night past midnight: it is Monday, and Sunday's late hours still apply.
  'sunday-night': '2026-11-23T00:40:00-06:00',
  // The night daylight saving ends: 1:30 AM comes twice; this is the second one (CST).
  'dst-ends': '2026-11-01T01:30:00-06:00',
} as const;
