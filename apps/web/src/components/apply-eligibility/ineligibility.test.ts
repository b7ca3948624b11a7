import { describe, expect, it } from 'vitest';
import { ineligibleMessage } from './ineligibility';

const tooYoung = { kind: 'too-young', minimumAge: 16, age: 15, from: '2026-12-01' } as const;

describe('ineligibleMessage', () => {
  it('tells one too young to save the job only where the page offers to', () => {
    expect(ineligibleMessage(tooYoung, true)).toBe(
      'This job is for ages 16 and up, so you can’t apply yet: you can from Dec 1, 2026. Save it and come back then!',
    );
    expect(ineligibleMessage(tooYoung)).toBe(
      'This job is for ages 16 and up, so you can’t apply yet: you can from Dec 1, 2026. Come back then!',
    );
  });

  it('names no day it does not know', () => {
    expect(ineligibleMessage({ ...tooYoung, from: null }, true)).toBe(
      'This job is for ages 16 and up, so you can’t apply yet. Save it for later!',
    );
    expect(ineligibleMessage({ ...tooYoung, from: null })).toBe(
      'This job is for ages 16 and up, so you can’t apply yet.',
    );
  });
});
