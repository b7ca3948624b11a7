import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './constants';
import { canMoveApplication, canProposeInterview, nextApplicationStatuses } from './hiring';

describe('application status moves', () => {
  it('go forward one step at a time to accepted', () => {
    expect(canMoveApplication('applied', 'shortlisted')).toBe(true);
    expect(canMoveApplication('interview_scheduled', 'accepted')).toBe(true);
    expect(canMoveApplication('applied', 'interview_scheduled')).toBe(false);
    expect(canMoveApplication('applied', 'accepted')).toBe(false);
    expect(canMoveApplication('shortlisted', 'accepted')).toBe(false);
  });

  it('leave interview_scheduled to the applicant accepting a proposed time', () => {
    for (const from of APPLICATION_STATUSES) {
      expect(canMoveApplication(from, 'interview_scheduled')).toBe(false);
    }
    expect(APPLICATION_STATUSES.filter(canProposeInterview)).toEqual([
      'applied',
      'shortlisted',
      'interview_scheduled',
    ]);
  });

  it('allow a rejection at any step before accepted, and nothing after the end', () => {
    for (const from of ['applied', 'shortlisted', 'interview_scheduled'] as const) {
      expect(canMoveApplication(from, 'rejected')).toBe(true);
    }
    for (const to of APPLICATION_STATUSES) {
      expect(canMoveApplication('accepted', to)).toBe(false);
      expect(canMoveApplication('rejected', to)).toBe(false);
    }
  });

  it('never go back', () => {
    expect(canMoveApplication('shortlisted', 'applied')).toBe(false);
    expect(canMoveApplication('interview_scheduled', 'shortlisted')).toBe(false);
    expect(nextApplicationStatuses('interview_scheduled')).toEqual(['accepted', 'rejected']);
  });
});
