import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

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
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/content/**/*.test.ts'],
          environment: 'node',
        },
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
