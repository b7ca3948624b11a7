import {
  BUSINESS_CATEGORY_NAMES,
  JOB_TYPES,
  MINIMUM_AGES,
  STATE_CODES,
  WORK_FORMATS,
  emptyWorkSchedule,
  normalizeCompensationType,
  normalizePhone,
  opensToYoungWorkers,
  workScheduleSchema,
  youngWorkerConflicts,
} from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import {
  DEMO_APPLICANT_LOGIN,
  DEMO_BUSINESS_LOGIN,
  demoApplicant,
  demoBusinesses,
  type DemoJob,
} from './demo-data';

const jobs: DemoJob[] = demoBusinesses.flatMap((b) => b.jobs);
const countWhere = (test: (job: DemoJob) => boolean) => jobs.filter(test).length;

const ZIP = /^\d{5}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.test$/;

describe('demo businesses', () => {
  it('lets the first business sign in with the published demo login', () => {
    expect(demoBusinesses[0]?.email).toBe(DEMO_BUSINESS_LOGIN.email);
    expect(demoBusinesses[0]?.password).toBe(DEMO_BUSINESS_LOGIN.password);
  });

  it('gives the demo business a job in every dashboard status', () => {
    const statuses = new Set(demoBusinesses[0]?.jobs.map((j) => j.status));
    expect([...statuses].sort()).toEqual(['active', 'archived', 'draft']);
  });

  it('has at least 14 businesses covering all 12 categories', () => {
    expect(demoBusinesses.length).toBeGreaterThanOrEqual(14);
    const categories = new Set(demoBusinesses.map((b) => b.business_category));
    expect([...categories].sort()).toEqual([...BUSINESS_CATEGORY_NAMES].sort());
  });

  it('spreads businesses over at least six metro areas', () => {
    expect(new Set(demoBusinesses.map((b) => `${b.city}, ${b.state}`)).size).toBeGreaterThanOrEqual(
      6,
    );
  });

  it('uses unique .test emails, valid phones, states and ZIP codes, and passwords that pass the rules', () => {
    expect(new Set(demoBusinesses.map((b) => b.email.toLowerCase())).size).toBe(
      demoBusinesses.length,
    );
    for (const b of demoBusinesses) {
      expect(b.email).toMatch(EMAIL);
      expect(normalizePhone(b.phone_number)).toBe(b.phone_number);
      expect(b.password).toMatch(PASSWORD);
      expect(STATE_CODES).toContain(b.state);
      expect(b.zip_code).toMatch(ZIP);
    }
  });
});

describe('demo jobs', () => {
  it('has at least 64 jobs', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(64);
  });

  it.each(JOB_TYPES)('has at least 5 jobs of type %s', (type) => {
    expect(countWhere((j) => j.job_types.includes(type))).toBeGreaterThanOrEqual(5);
  });

  it('gives every job exactly one known job type', () => {
    for (const j of jobs) {
      expect(j.job_types).toHaveLength(1);
      expect(JOB_TYPES).toContain(j.job_types[0]);
    }
  });

  it.each(WORK_FORMATS)('has at least 8 jobs with work format %s', (format) => {
    expect(countWhere((j) => j.work_format === format)).toBeGreaterThanOrEqual(8);
  });

  it.each(MINIMUM_AGES)('has at least 4 jobs with minimum age %i', (age) => {
    expect(countWhere((j) => j.minimum_age_required === age)).toBeGreaterThanOrEqual(4);
  });

  it('uses only minimum ages from the allowed list', () => {
    for (const j of jobs) expect(MINIMUM_AGES).toContain(j.minimum_age_required);
  });

  it('is mostly active, with some drafts and archived jobs', () => {
    expect(countWhere((j) => j.status === 'active')).toBeGreaterThanOrEqual(50);
    expect(countWhere((j) => j.status === 'draft')).toBeGreaterThanOrEqual(5);
    expect(countWhere((j) => j.status === 'archived')).toBeGreaterThanOrEqual(5);
  });

  it('covers every category among active jobs', () => {
    const active = jobs.filter((j) => j.status === 'active');
    expect(new Set(active.map((j) => j.business_category)).size).toBe(
      BUSINESS_CATEGORY_NAMES.length,
    );
  });

  it('offers plenty of high-school and after-school jobs, and some that need experience', () => {
    expect(countWhere((j) => j.high_school_students_welcome)).toBeGreaterThanOrEqual(20);
    expect(countWhere((j) => j.after_school_hours_available)).toBeGreaterThanOrEqual(20);
    expect(countWhere((j) => j.previous_experience_required)).toBeGreaterThanOrEqual(5);
  });

  it('lists shifts for some jobs, each active one open at 14 or 15 within the rules for their hours', () => {
    const listed = jobs.filter((j) => j.work_schedule);
    expect(listed.length).toBeGreaterThanOrEqual(8);
    for (const job of listed) {
      expect(workScheduleSchema.safeParse(job.work_schedule).success, job.title).toBe(true);
      if (job.status === 'active' && opensToYoungWorkers(job.minimum_age_required)) {
        expect(youngWorkerConflicts(job.work_schedule ?? emptyWorkSchedule()), job.title).toEqual(
          [],
        );
      }
    }
    // The badge has jobs to show on, and a summer job among them.
    const fitting = listed.filter(
      (j) => opensToYoungWorkers(j.minimum_age_required) && j.status === 'active',
    );
    expect(fitting.length).toBeGreaterThanOrEqual(5);
    expect(fitting.some((j) => j.work_schedule?.season === 'summer')).toBe(true);
  });

  it('has at least three jobs a search for barista or café finds', () => {
    const coffee = countWhere((j) => /barista|café/i.test(`${j.title} ${j.description}`));
    expect(coffee).toBeGreaterThanOrEqual(3);
  });

  it('has titles that share words, so relevance ranking has something to rank', () => {
    expect(countWhere((j) => j.title.includes('Assistant'))).toBeGreaterThanOrEqual(3);
    expect(countWhere((j) => j.title.includes('Summer'))).toBeGreaterThanOrEqual(3);
  });

  it('uses valid locations, contact emails and list lengths', () => {
    for (const j of jobs) {
      expect(STATE_CODES).toContain(j.location_state);
      expect(j.location_zip).toMatch(ZIP);
      expect(j.contact_email).toMatch(EMAIL);
      expect(j.key_responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(j.key_responsibilities.length).toBeLessThanOrEqual(5);
      expect(j.requirements_qualifications.length).toBeGreaterThanOrEqual(2);
      expect(j.requirements_qualifications.length).toBeLessThanOrEqual(4);
      expect(j.offerings.length).toBeGreaterThanOrEqual(2);
      expect(j.offerings.length).toBeLessThanOrEqual(4);
    }
  });

  // The job form splits lists on newlines and commas, so an item with a comma would not
  // survive a business opening and re-saving a demo job.
  it('keeps list items free of commas so they survive editing in the job form', () => {
    for (const j of jobs) {
      const items = [...j.key_responsibilities, ...j.requirements_qualifications, ...j.offerings];
      for (const item of items) expect(item).not.toContain(',');
    }
  });

  it('stores pay types as the API and the job form store them', () => {
    for (const j of jobs) {
      expect(normalizeCompensationType(j.compensation_type)).toBe(j.compensation_type);
    }
  });

  it('keeps volunteer jobs unpaid and paid jobs priced', () => {
    for (const j of jobs) {
      if (j.job_types.includes('volunteer')) {
        expect(j.compensation_type).toBe('Unpaid');
        expect(j.compensation_amount).toBeNull();
      } else if (j.compensation_type !== null) {
        expect(j.compensation_amount).toBeGreaterThan(0);
      }
    }
  });

  it('sets deadlines a day to six months after seeding and posted dates within 60 days', () => {
    for (const j of jobs) {
      if (j.deadlineInDays !== null) {
        expect(Number.isInteger(j.deadlineInDays)).toBe(true);
        expect(j.deadlineInDays).toBeGreaterThanOrEqual(1);
        expect(j.deadlineInDays).toBeLessThanOrEqual(183);
      }
      expect(Number.isInteger(j.daysAgo)).toBe(true);
      expect(j.daysAgo).toBeGreaterThanOrEqual(0);
      expect(j.daysAgo).toBeLessThanOrEqual(60);
    }
  });
});

describe('demo applicant', () => {
  it('signs in with the published demo login', () => {
    expect(demoApplicant.email).toBe(DEMO_APPLICANT_LOGIN.email);
    expect(demoApplicant.password).toBe(DEMO_APPLICANT_LOGIN.password);
    expect(demoApplicant.password).toMatch(PASSWORD);
  });

  it('is 16 years old throughout November 2026', () => {
    const ageOn = (day: string) => {
      const dob = demoApplicant.date_of_birth;
      const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
      return day.slice(5) >= dob.slice(5) ? years : years - 1;
    };
    expect(demoApplicant.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ageOn('2026-11-01')).toBe(16);
    expect(ageOn('2026-11-30')).toBe(16);
  });

  it('has a valid phone, state and ZIP code', () => {
    expect(normalizePhone(demoApplicant.phone_number)).toBe(demoApplicant.phone_number);
    expect(STATE_CODES).toContain(demoApplicant.state);
    expect(demoApplicant.zip_code).toMatch(ZIP);
  });
});
