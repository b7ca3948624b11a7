import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildJobSummary } from '../../testing/job-builders';
import { JobCard } from './job-card';

const renderCard = (minimumAge: number) =>
  render(
    <MemoryRouter>
      <JobCard job={buildJobSummary({ minimum_age_required: minimumAge })} />
    </MemoryRouter>,
  );

describe('JobCard', () => {
  it('shows the minimum age where the job has one', () => {
    renderCard(16);
    expect(screen.getByText('Ages 16+')).toBeVisible();
  });

  it('says the shifts in plain words where the job lists them', () => {
    render(
      <MemoryRouter>
        <JobCard job={buildJobSummary({ shifts: 'Mon–Fri 3:30–6:30 pm · Summer only' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Mon–Fri 3:30–6:30 pm · Summer only')).toBeVisible();
  });

  it('says by when to apply where the job has a deadline, and nothing where it has none', () => {
    const { unmount } = render(
      <MemoryRouter>
        <JobCard job={buildJobSummary({ deadline: '2099-01-31' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Apply by Jan 31, 2099')).toBeVisible();
    unmount();
    renderCard(0);
    expect(screen.queryByText(/^Apply by|^Applications closed/)).toBeNull();
  });

  it('says when applications closed for a job whose deadline has passed', () => {
    render(
      <MemoryRouter>
        <JobCard job={buildJobSummary({ deadline: '2020-01-31' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Applications closed Jan 31, 2020')).toBeVisible();
  });

  it('says nothing about age for a job open to every age', () => {
    renderCard(0);
    expect(screen.queryByText(/^Ages/)).toBeNull();
  });
});
