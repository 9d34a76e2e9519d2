import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its tests next to its code.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'simulator',
          root: './apps/simulator',
          include: ['src/**/*.test.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
