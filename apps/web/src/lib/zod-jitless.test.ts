import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('never compiles checks with new Function(), which the Content Security Policy refuses', async () => {
    await import('./zod-jitless');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // And it still checks.
    expect(z.object({ age: z.number() }).safeParse({ age: 'x' }).success).toBe(false);
  });
});
