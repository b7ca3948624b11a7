import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Form tests type into many inputs through user-event: generous on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
