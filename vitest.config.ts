import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };
const UNIT_TESTS = ['app/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/content/**/*.test.ts'];
const SUITE_CLOCK = ['tests/support/suite-clock.ts'];

/**
 * The instants the clock projects run the clock-reading tests at, as if the suite had been
 * started then. They lie before any real run: what the Worker stamps with its own clock
 * (cookies, sessions) is never older than the test's.
 */
const SUITE_INSTANTS = {
  // A Friday lunch hour: "(today)" lands on Friday, whose hours often run past midnight.
  friday: '2026-11-20T12:10:00-06:00',
  // Sunday night past midnight: it is Monday, and Sunday's late hours still apply.
  'sunday-night': '2026-11-23T00:40:00-06:00',
  // The night daylight saving ends: 1:30 AM comes twice; this is the second one (CST).
  'dst-ends': '2026-11-01T01:30:00-06:00',
};

/**
 * The tests whose pages and helpers read the clock: open now, "(today)", closing soon,
 * relative dates, "checked" months, special dates, scheduled publishing. A test that
 * starts reading the clock joins this list, so the clock projects below prove it
 * passes on any day.
 */
// Not listed yet: listing-freshness and listing-filters save sample listings whose facts were
// checked after the earliest instant, which the desk rightly refuses as a date in the future.
const CLOCK_READING_TESTS = [
  'app/utils/hours.test.ts',
  'app/utils/hours-text.test.ts',
  'app/utils/format.test.ts',
  'app/utils/diner-lists.test.ts',
  'tests/integration/test-clock.test.ts',
  'tests/integration/desk-restaurants.test.ts',
  'tests/integration/desk-listing-details.test.ts',
  'tests/integration/listing-details-page.test.ts',
  'tests/integration/listings-import-details.test.ts',
  'tests/integration/diner-lists.test.ts',
  'tests/integration/discovery.test.ts',
  'tests/integration/reviews.test.ts',
  'tests/integration/rich-results.test.ts',
  'tests/integration/desk-articles.test.ts',
  'tests/integration/desk-guides.test.ts',
];

// Three levels, one command: `vitest run` runs all projects; `--project <name>` one.
export default defineConfig({
  test: {
    // Two cores: one Miniflare (and one Chromium) at a time keeps runs steady.
    fileParallelism: false,
    // A fresh module graph per file: tests rely on module and global state starting clean.
    isolate: true,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: UNIT_TESTS, environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The clock-reading tests again, as if the suite ran at each of the chosen instants.
      ...Object.entries(SUITE_INSTANTS).map(([name, instant]) => ({
        resolve: { alias },
        test: {
          name: `clock:${name}`,
          include: CLOCK_READING_TESTS,
          env: { TEST_NOW: instant },
          setupFiles: SUITE_CLOCK,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        resolve: { alias },
        test: {
          name: 'browser',
          // A busy two-core machine: give polled UI assertions more than the default second.
          expect: { poll: { timeout: 8_000 } },
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
