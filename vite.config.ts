/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for the app build and for every vitest project, so that the path
// aliases of tsconfig.json resolve the same way everywhere.
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
          // A component test renders the whole app against the mock (reseeded per test); on a
          // loaded 2-core CI box the first lazy screen of a file can take seconds.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
