import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationConversation } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import {
  PROPOSED,
  conversation,
  inDays,
  plus,
  serve,
  slots,
} from '../../../testing/conversation-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { MyApplicationPage } from './my-application-page';

const applicantRoutes: RouteObject[] = [
  { path: '/applicant/dashboard/applications/:applicationId', element: <MyApplicationPage /> },
];

describe('an application’s interview and messages, for the applicant', () => {
  beforeEach(() => saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Maya' }));

  it('accepts one of the times offered, and only once one is chosen', async () => {
    const confirmed = conversation({
      interview: {
        ...(PROPOSED.interview as NonNullable<ApplicationConversation['interview']>),
        status: 'confirmed',
        slots: [slots[1] as (typeof slots)[number]],
        starts_at: slots[1]?.starts_at ?? null,
        ends_at: slots[1]?.ends_at ?? null,
      },
    });
    const { calls } = serve(PROPOSED, () => jsonResponse(confirmed));
    renderApp('/applicant/dashboard/applications/31', applicantRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookshop Helper' })).toBeVisible();
    const accept = screen.getByRole('button', { name: 'Accept this time' });
    expect(accept).toBeDisabled();
    const times = within(screen.getByRole('radiogroup', { name: 'Times offered' }));
    expect(times.getAllByRole('radio')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(times.getAllByRole('radio')[1] as HTMLElement);
    await user.click(accept);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe(
        '/api/applications/31/interview/accept',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ slot_id: 71 });
    expect(await screen.findByText('Interview confirmed. See you there!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ask for another time' })).toBeVisible();
  });

  it('keeps links in messages and notes as text for a minor, the video call’s link excepted', async () => {
    serve(PROPOSED, () => jsonResponse(PROPOSED));
    renderApp('/applicant/dashboard/applications/31', applicantRoutes);
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText(/rose\.example\.com\/staff/)).toBeVisible();
    expect(within(messages).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'https://rose.example.com' })).toBeNull();
    expect(screen.getByRole('link', { name: 'https://meet.example.com/rose' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('makes an adult’s links clickable, sends a message and reports one', async () => {
    const adult = { ...PROPOSED, links_plain: false };
    const { calls } = serve(adult, (call) =>
      call.url.pathname.endsWith('/report')
        ? jsonResponse({ message: 'Thank you. The message was reported and will be reviewed.' })
        : jsonResponse(
            {
              id: 2,
              from: 'applicant',
              sender_name: 'Maya Lopez',
              body: 'Thanks, see you then!',
              sent_at: new Date().toISOString(),
              mine: true,
              read_at: null,
              reported: false,
            },
            { status: 201 },
          ),
    );
    renderApp('/applicant/dashboard/applications/31', applicantRoutes);
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(messages).getByRole('link', { name: 'https://rose.example.com/staff' }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message')).toBeVisible();
    await user.type(screen.getByLabelText('Message to Rose City Books'), 'Thanks, see you then!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(messages).findByText('Thanks, see you then!')).toBeVisible();
    expect(calls.find((c) => c.url.pathname.endsWith('/messages'))?.body).toEqual({
      body: 'Thanks, see you then!',
    });

    await user.click(within(messages).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message?' });
    await user.type(within(dialog).getByLabelText(/What is wrong/), 'Pushy');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(
      await screen.findByText('Thank you. The message was reported and will be reviewed.'),
    ).toBeVisible();
    expect(within(messages).getByText('· Reported')).toBeVisible();
  });

  it('keeps a message half written through Back, and forgets it once sent', async () => {
    serve(PROPOSED, () =>
      jsonResponse(
        {
          id: 2,
          from: 'applicant',
          sender_name: 'Maya Lopez',
          body: 'Can I bring my sister?',
          sent_at: new Date().toISOString(),
          mine: true,
          read_at: null,
          reported: false,
        },
        { status: 201 },
      ),
    );
    const user = userEvent.setup();
    const first = renderApp('/applicant/dashboard/applications/31', applicantRoutes);
    await user.type(await screen.findByLabelText('Message to Rose City Books'), 'Can I bring');
    first.unmount();

    const again = renderApp('/applicant/dashboard/applications/31', applicantRoutes);
    const box = await screen.findByLabelText('Message to Rose City Books');
    expect(box).toHaveValue('Can I bring');
    await user.type(box, ' my sister?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(messages).findByText('Can I bring my sister?')).toBeVisible();
    expect(box).toHaveValue('');
    again.unmount();

    renderApp('/applicant/dashboard/applications/31', applicantRoutes);
    expect(await screen.findByLabelText('Message to Rose City Books')).toHaveValue('');
  });

  it('offers nothing to change once the interview’s time has passed', async () => {
    const start = inDays(-2);
    const past = conversation({
      interview: {
        ...(PROPOSED.interview as NonNullable<ApplicationConversation['interview']>),
        status: 'confirmed',
        slots: [{ id: 0, starts_at: start, ends_at: plus(start, 30), length_minutes: 30 }],
        starts_at: start,
        ends_at: plus(start, 30),
        is_past: true,
      },
    });
    serve(past, () => jsonResponse(past));
    renderApp('/applicant/dashboard/applications/31', applicantRoutes);
    expect(await screen.findByText('Interview time passed')).toBeVisible();
    expect(screen.getByText(/If it did not take place, write to Rose City Books/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask for another time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel interview' })).toBeNull();
  });

  it('says when the job was removed and offers no way to write', async () => {
    const closed = conversation({
      application: {
        ...conversation().application,
        job_id: null,
        closed_reason: 'This job was removed, so its conversation is closed.',
      },
    });
    serve(closed, () => jsonResponse(closed));
    renderApp('/applicant/dashboard/applications/31', applicantRoutes);
    expect(
      await screen.findByText('This job was removed, so its conversation is closed.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('says an application that is not theirs was not found, with a way back', async () => {
    mockFetch(() => jsonResponse({ message: 'Application not found' }, { status: 404 }));
    renderApp('/applicant/dashboard/applications/999', applicantRoutes);
    expect(await screen.findByText(/Application not found/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute(
      'href',
      '/applicant/dashboard/applications',
    );
  });
});
