import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|ButtonBase|Button|Typography|Box|SvgIcon|Paper|transitions))|clsx|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;

// Shared by lazily loaded screens only (MUI's Grid; the roving focus of menus, tabs and
// toggle groups): left to the chunks that use them, out of the landing page's first load.
const LAZY_ONLY_MODULES =
  /[\\/]node_modules[\\/]@mui[\\/](system[\\/]Grid|utils[\\/]useRovingTabIndex)[\\/]/;

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs on, in one chunk: split across the many chunks that the
              // lazy pages share, it compressed worse and cost the landing page ~8 KB more.
              name: 'framework',
              test: (id: string) => FRAMEWORK_MODULES.test(id) && !LAZY_ONLY_MODULES.test(id),
            },
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
});
