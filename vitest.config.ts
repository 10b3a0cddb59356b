import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three kinds of test (docs/architecture.md#tests):
//   unit         pure functions in src/common and src/server (node)
//   web          React components with Testing Library (jsdom)
//   api:<engine> HTTP through app.inject on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgresql'] : [])];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test/setup.ts'],
          // A ceiling, not a speed check: typed journeys in jsdom take seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      ...engines.map((engine) => ({
        test: {
          name: `api:${engine}`,
          environment: 'node',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          env: { TEST_ENGINE: engine },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
