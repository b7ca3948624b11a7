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

  it('says nothing about age for a job open to every age', () => {
    renderCard(0);
    expect(screen.queryByText(/^Ages/)).toBeNull();
  });
});
