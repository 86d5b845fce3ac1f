import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';

/** The test files (relative to this folder, as `include` reads them) that replace a module with `vi.mock`. */
const MOCKING_TESTS = (() => {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.test\.tsx?$/.test(entry.name) && readFileSync(file, 'utf8').includes('vi.mock(') ? [file] : [];
    });
  return walk(path.join(root, 'src')).map((file) => path.relative(root, file));
})();

/**
 * Mantine's `useId` replaced by src/lib/mantine-use-id.ts (which says why): @mantine/hooks imports it from its own
 * `./use-id/use-id.mjs`, which this resolves to ours. Not in `npm run dev`'s pre-bundled dependencies, where Mantine's
 * own stays (it only costs the second render).
 */
function mantineUseId(): Plugin {
  const ours = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));
  return {
    name: 'sagpan-mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer?.includes('/@mantine/hooks/')) return ours;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [
    mantineUseId(),
    // The router plugin must run before React's so that code-split route chunks are transformed too.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Each route's loader travels with its page (the default keeps loaders, and the API clients they import, in the
      // entry chunk); only the route tree, guards and search parsers load up front. See scripts/check-bundle.mjs.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // dist/.vite/manifest.json: which chunks the entry imports, for scripts/check-bundle.mjs.
    manifest: true,
    // Terser (two passes) rather than esbuild: the entry chunk comes out 3.4 kB gzip smaller, which keeps it within the
    // 120 kB budget (scripts/check-bundle.mjs) at about 20 s more per build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Before a route's chunk is imported, Vite's loader appends a <link rel="modulepreload"> for each file the chunk
    // needs: seventy to ninety for a member's page, a few milliseconds of a slow phone's main thread each, all in one
    // long task. Rollup already lists every chunk a route needs among the route chunk's own imports (it hoists them),
    // so the browser asks for all of them at once as soon as that chunk arrives: the loader is left only the
    // stylesheets, which a page must have before it shows (target Q7; docs/architecture.md "The web app's first
    // paint"). The entry no longer carries every route's list of files either (6 kB gzip).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/fresh-page.ts'],
    // Most files share their worker's jsdom and modules (`isolate: false`): a fresh window and a fresh import of
    // React, Mantine and the app for each of 120-odd files was three quarters of the suite's time on two cores
    // (292 s against 90 to 105 s here; target Q8 in docs/rules.md). A file that replaces a module with `vi.mock` runs alone,
    // since a module another file already loaded would keep the real one. Each file starts as a fresh page
    // (src/testing/fresh-page.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING_TESTS } },
    ],
  },
});
