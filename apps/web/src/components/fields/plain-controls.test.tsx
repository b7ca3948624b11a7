import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cx } from '../../theme/class-names';
import { PlainButton } from '../plain-button';
import { LightSelectField } from './light-select-field';
import { LightTextField } from './light-text-field';

function City() {
  const [city, setCity] = useState('');
  return <LightTextField label="City" name="city" value={city} onChange={setCity} />;
}

describe('the plain controls of the public pages (decision 044)', () => {
  it('PlainButton: a link where it leads, a button that does not submit unless asked', async () => {
    const seen = vi.fn<(what: string) => void>();
    render(
      <MemoryRouter>
        <form onSubmit={() => seen('submitted')}>
          <PlainButton to="/jobs" variant="contained" size="large">
            View All Jobs
          </PlainButton>
          <PlainButton onClick={() => seen('clicked')}>Open</PlainButton>
          <PlainButton disabled>Apply Now</PlainButton>
        </form>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View All Jobs' });
    expect(link).toHaveAttribute('href', '/jobs');
    expect(link).toHaveClass(cx.button, cx.buttonVariants.contained, cx.buttonSizes.large);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(seen.mock.calls).toEqual([['clicked']]);
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
  });

  it('LightTextField: named by its label, which moves above the field once it holds text', async () => {
    render(<City />);
    const field = screen.getByRole('textbox', { name: 'City' });
    const label = screen.getByText('City', { selector: 'label' });
    expect(label).not.toHaveClass(cx.fieldLabelShrunk);
    await userEvent.type(field, 'Raleigh');
    expect(field).toHaveValue('Raleigh');
    expect(label).toHaveClass(cx.fieldLabelShrunk);
  });

  it('LightSelectField: a native select named by its label, which reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <LightSelectField label="Job Type" name="job_type" value="" onChange={onChange}>
        <option value="">All types</option>
        <option value="part-time">Part-time</option>
      </LightSelectField>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job Type' }), 'Part-time');
    expect(onChange).toHaveBeenCalledWith('part-time');
  });
});
