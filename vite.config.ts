import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { textsByLanguage } from './scripts/vite/texts-by-language.ts';

const PAGE_MODULE = /[\\/]client[\\/]routes[\\/]([\w-]+)[\\/]route\.tsx$/;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run[\\/]route-pattern|cookie-es)[\\/]/;
// Tiny shared modules that several page chunks import (a few dozen bytes each): one chunk with the
// constants every page loads, rather than a request and a gzip frame of their own. (Grouping larger
// shell modules this way measured worse: their chunk then carries what only some pages need.)
const SHARED_SMALL = /[\\/]shared[\\/](constants|domain[\\/]ids)\.ts$/;
const pageOf = (id: string | null): string | undefined => (id ? PAGE_MODULE.exec(id)?.[1] : undefined);
const TEXTS_MODULE = /[\\/]shared[\\/]i18n[\\/]texts[\\/]([\w-]+)\.ts\?lang=(ru|en)$/;
// An area's texts in one language (scripts/vite/texts-by-language.ts): texts-<area>.<lang>-<hash>.js.
const textsOf = (id: string | null): string | undefined => {
  const match = id ? TEXTS_MODULE.exec(id) : null;
  return match ? `texts-${match[1]}.${match[2]}` : undefined;
};

// One config for the client build, the SSR build of client/entry.server.tsx and the test projects.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), textsByLanguage()],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        ssr: 'client/entry.server.tsx',
        emptyOutDir: true,
        target: 'node24',
        copyPublicDir: false,
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: false,
        rollupOptions: {
          input: 'client/entry.client.tsx',
          // Every page module is client/routes/<page>/route.tsx; naming its chunk after the folder
          // keeps the assets readable in a network panel, in logs and in tests (not a dozen 'route-*').
          output: {
            chunkFileNames: (chunk) => `assets/${pageOf(chunk.facadeModuleId) ?? textsOf(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK },
                { name: 'constants', test: SHARED_SMALL },
              ],
            },
          },
        },
      },
  ssr: {
    // Bundled into dist/server so the runtime needs no JSX tooling.
    noExternal: ['react-router'],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}', 'scripts/bench/test/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // Any process warning fails the test it happened in (issue 25).
          setupFiles: ['test/support/fail-on-warning.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts', 'test/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A browser on two busy cores: a page's answer may take seconds, not the default 1 s.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
}));
