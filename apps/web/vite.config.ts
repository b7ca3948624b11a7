import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

// What every page runs on: React, the router and the query cache.
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;

// Material UI's core and Emotion, which every screen but the landing page loads (and the public
// pages' parts do not need: docs/decisions/044).
const MATERIAL_MODULES =
  /[\\/]node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|ButtonBase|Button|Typography|Box|SvgIcon|Paper|transitions))|clsx|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;

// The app's own modules that every page runs and the lazily loaded screens share (the session,
// the API client, paths, class names, the plain button and icons, the toast's context): one
// chunk. Left to the bundler, each became a chunk of its own, and the landing page started with
// 13 files instead of 7; each file the starter script adds costs the phone main-thread time
// (docs/decisions/045).
const APP_SHELL_MODULES =
  /[\\/]apps[\\/]web[\\/]src[\\/](config[\\/]paths|theme[\\/]class-names|components[\\/](plain-button|plain-icons|toast[\\/]toast-context)|lib[\\/](session|api-client|use-session|user-details|mui-lazy))\.tsx?$/;

/** The shared chunks, which keep their names (docs/benchmarks.md and the bundle report use them). */
const SHARED_CHUNKS = new Set(['framework', 'material', 'shell']);

// Shared by lazily loaded screens only (MUI's Grid; the roving focus of menus, tabs and
// toggle groups): left to the chunks that use them, out of the landing page's first load.
const LAZY_ONLY_MODULES =
  /[\\/]node_modules[\\/]@mui[\\/](system[\\/]Grid|utils[\\/]useRovingTabIndex)[\\/]/;

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // React Router's package points every import at its development build (warnings and
    // checks included); its production build sits beside it, 3 KB smaller gzipped.
    alias: [
      {
        find: /^react-router$/,
        replacement: path.join(
          path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
          'dist/production/index.mjs',
        ),
      },
    ],
  },
  // The server renderer (src/entry-server.tsx, built into dist-server/) needs no static files.
  publicDir: isSsrBuild ? false : 'public',
  // Everything bundled into the renderer, built for production as the browser's scripts are:
  // left to node_modules, React, MUI and Emotion would read NODE_ENV at run time, and in
  // development mode they render other class names than the browser's build (no hydration).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Every browser the build targets (ES2022) preloads modules itself but Safari before 17,
    // which then fetches a page's chunks one after the other: no polyfill in the first load.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      // The renderer is one file: the API loads a rebuilt one under a new address, and chunks
      // importing it back would get a second copy of its modules (and of React's contexts).
      output: isSsrBuild
        ? { codeSplitting: false }
        : {
            // The first load names every lazy chunk in its map of what each screen preloads: a
            // chunk called by its hash alone keeps that map short (0.5 KB gzipped). The shared
            // chunk keeps its name, which docs/benchmarks.md and the bundle report use.
            chunkFileNames: (chunk: { name: string }) =>
              SHARED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
            codeSplitting: {
              groups: [
                {
                  // What every page runs on, in one chunk: split across the many chunks that the
                  // lazy pages share, it compressed worse and cost the landing page ~8 KB more.
                  name: 'framework',
                  test: (id: string) => FRAMEWORK_MODULES.test(id),
                },
                {
                  // The same for Material UI's core, loaded with the first screen drawn with it.
                  name: 'material',
                  test: (id: string) => MATERIAL_MODULES.test(id) && !LAZY_ONLY_MODULES.test(id),
                },
                { name: 'shell', test: (id: string) => APP_SHELL_MODULES.test(id) },
              ],
            },
          },
      treeshake: {
        // The domain package is pure (constants, schemas, helpers) but ships no
        // "sideEffects" flag, so without this rule every zod schema it builds at module level
        // would land in the landing page's first load even when only a constant is imported.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
