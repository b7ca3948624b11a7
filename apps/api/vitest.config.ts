import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Password hashing and database set-up make some tests slower than the 5 s default allows
    // on a busy two-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
