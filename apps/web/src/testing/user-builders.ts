import type { UserProfile } from '@firstshift/domain';

/** Maya Lopez, an applicant (user 9) born in 2007 with no address, changed by `overrides`. */
export function buildApplicantProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 9,
    first_name: 'Maya',
    last_name: 'Lopez',
    email: 'maya@example.test',
    phone_number: null,
    role: 'applicant',
    date_of_birth: '2007-04-02',
    email_notifications: true,
    business_profile: null,
    applicant_profile: null,
    ...overrides,
  };
}

/** YYYY-MM-DD of the day `years` ago, moved by `extraDays`. */
export function yearsAgo(years: number, extraDays = 0): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() + extraDays);
  return day.toISOString().slice(0, 10);
}
