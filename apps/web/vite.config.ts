/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';
import { fileURLToPath } from 'node:url';
import { chunkReportPlugin } from './build/chunk-report.ts';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { screenPreload } from './build/screen-preload.ts';

// `npm run dev` talks to a server started with `npm run dev -w apps/server` (PORT 8080).
const API_TARGET = 'http://localhost:8080';

// The public page must paint fast on a phone from a deep link: its code starts loading with the HTML.
const PUBLIC_SCREEN = 'src/features/public-tracking/public-tracking-page.tsx';
const publicPage = screenPreload({ path: '/shuttle', screen: PUBLIC_SCREEN });
// …and its first screen comes in the HTML (shuttle.html), painted before any script has run.
const publicFirstScreen = prerender({
  entry: 'src/app/prerender.tsx',
  screen: PUBLIC_SCREEN,
  output: 'shuttle.html',
});

const http = (): ProxyOptions => ({ target: API_TARGET, changeOrigin: true });
const websocket = (): ProxyOptions => ({ target: API_TARGET, changeOrigin: true, ws: true });

export default defineConfig({
  plugins: [
    react(),
    graphqlDocuments(fileURLToPath(new URL('./src/lib/graphql/generated', import.meta.url))),
    publicPage,
    publicFirstScreen,
    chunkReportPlugin(),
    precompress(),
  ],
  resolve: {
    // One React for the app and every library, or hooks break.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5173,
    proxy: {
      '/auth/': http(),
      '/dev/': http(),
      '/public/': http(),
      '/graphql': websocket(),
      '/mqtt': websocket(),
      '/docs': http(),
      '/healthz': http(),
      '/readyz': http(),
      '/metrics': http(),
      '/.well-known/': http(),
      '/files/': http(),
      '/config.json': http(),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Each group takes only what the start-up needs ('$initial': reached from the entry by
        // static imports); what only some screens use (Mantine's date pickers, forms and number
        // inputs, most icons) goes with those screens, so the public page never downloads it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, tags: ['$initial'] },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, tags: ['$initial'] },
            // The rest of what the start-up needs, in one chunk rather than several small ones
            // (each a round trip on a phone's connection).
            { name: 'app', tags: ['$initial'] },
            // Only the map screens load it (lazily); about 240 kB brotli.
            { name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // A screen test renders, types and clicks through Mantine in jsdom: seconds each on two busy
    // cores, where the 5 s default is too tight.
    testTimeout: 20_000,
  },
});
