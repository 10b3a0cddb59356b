import { defineConfig } from 'vitest/config';

// Browser journeys: a real portal process (built web app, embedded database) driven by the
// system Chromium through playwright-core, with axe-core for accessibility.
export default defineConfig({
  test: {
    name: 'browser',
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
