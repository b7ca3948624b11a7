import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { conversation, serve } from '../../testing/conversation-builders';
import { jsonResponse } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { ConversationSection } from './conversation-section';

describe('an application’s interview, for the business', () => {
  beforeEach(() => saveSession({ token: 't', userId: 2, role: 'business', firstName: 'Dana' }));

  const businessRoutes: RouteObject[] = [
    { path: '/x', element: <ConversationSection applicationId={31} part="interview" /> },
  ];

  it('proposes times, checked before sending, with the job’s address and zone filled in', async () => {
    const start = conversation({ viewer: 'business', can_propose: true });
    const { calls } = serve(start, () => jsonResponse({ ...start, can_propose: false }));
    renderApp('/x', businessRoutes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Propose interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose an interview to Maya Lopez' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('12 Main St, Portland, OR 97201');
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveTextContent(
      'Pacific Time',
    );

    const date = within(dialog).getByLabelText('Time 1: date');
    await user.clear(date);
    await user.type(date, '2020-01-06');
    await user.clear(address);
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(within(dialog).getByText('Enter the address of the interview')).toBeVisible();
    expect(within(dialog).getByText('Choose a time in the future')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(address, '12 Main St, Portland, OR 97201');
    await user.clear(date);
    const nextYear = new Date().getUTCFullYear() + 1;
    await user.type(date, `${nextYear}-01-06`);
    await user.click(within(dialog).getByRole('button', { name: 'Offer another time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      format: 'in_person',
      location: '12 Main St, Portland, OR 97201',
      note: null,
      time_zone: 'America/Los_Angeles',
      slots: [
        { date: `${nextYear}-01-06`, start_time: '15:30', length_minutes: 30 },
        { date: `${nextYear}-01-06`, start_time: '16:30', length_minutes: 30 },
      ],
    });
    expect(await screen.findByText('Proposal sent. Maya Lopez has been told.')).toBeVisible();
  });
});
