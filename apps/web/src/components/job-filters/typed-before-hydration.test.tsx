import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NO_JOB_FILTERS, type JobFilters } from '@firstshift/domain';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobSearchForm } from './job-search-form';
import { PhoneJobSearch } from './phone-job-search';

// A page the server rendered shows its search form before the form's code runs; what a
// visitor types in that moment must be what the form then searches for.
let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  document.body.innerHTML = '';
});

/** Renders `element` as the server would, lets `typeEarly` change the fields, then hydrates. */
async function hydrateAfter(element: ReactNode, typeEarly: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  typeEarly();
  const root = await act(async () => hydrateRoot(container, element));
  unmount = () => root.unmount();
}

const setValue = (name: string, value: string) => {
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!field) throw new Error(`no field named ${name}`);
  field.value = value;
};

describe('a search form typed into before its code ran', () => {
  it('searches for what the fields show', async () => {
    const onSearch = vi.fn<(values: JobFilters) => void>();
    await hydrateAfter(<JobSearchForm initialValues={NO_JOB_FILTERS} onSearch={onSearch} />, () => {
      setValue('search', 'barista');
      setValue('city', 'Raleigh');
      setValue('state', 'NC');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        ...NO_JOB_FILTERS,
        search: 'barista',
        city: 'Raleigh',
        state: 'NC',
      }),
    );
  });

  it('on a phone, searches for the keyword shown, keeping the filters in force', async () => {
    const onSearch = vi.fn<(values: JobFilters) => void>();
    const filters: JobFilters = { ...NO_JOB_FILTERS, job_type: 'part-time' };
    await hydrateAfter(<PhoneJobSearch filters={filters} onSearch={onSearch} />, () => {
      setValue('search', 'lifeguard');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ ...filters, search: 'lifeguard' }));
  });
});
