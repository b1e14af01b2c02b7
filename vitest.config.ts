import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core. Vitest's own default for `run` is cores − 1, which on CI's 2 cores meant ONE
    // worker: every test file ran after the other (decision 0039). `--maxWorkers` / VITEST_MAX_WORKERS
    // still override it.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The repository's own scripts (the architecture checker's self-test).
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Races (two requests at once, exactly one wins). PGlite has one connection and serialises
          // them, so they can fail only on PostgreSQL: the CI PostgreSQL pass runs them with the rest of
          // the server suite; locally `npm run test:races` (docs/module-template.md "Tests").
          tags: [
            {
              name: 'concurrency',
              description: 'a race between concurrent requests; meaningful on PostgreSQL (DATABASE_URL)',
            },
          ],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
          // A screen test renders antd and walks a flow: ~1–3 s alone, several times that when CI runs the
          // web and server suites side by side on two cores (a loaded machine has taken 30 s for one).
          // Async waits stay at 4 s (test/setup.ts).
          testTimeout: 60_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
