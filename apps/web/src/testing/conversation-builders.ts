import type { ApplicationConversation } from '@firstshift/domain';
import { type FetchCall, jsonResponse, mockFetch } from './mock-fetch';

// Test-only: an application's conversation as GET /applications/{id}/conversation answers it.

export const inDays = (days: number, hourUtc = 20) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};
export const plus = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

export function conversation(
  fields: Partial<ApplicationConversation> = {},
): ApplicationConversation {
  return {
    viewer: 'applicant',
    application: {
      id: 31,
      job_id: 12,
      job_title: 'Bookshop Helper',
      company_name: 'Rose City Books',
      applicant_name: 'Maya Lopez',
      status: 'shortlisted',
      applied_at: inDays(-3),
      closed_reason: null,
      job_address: '12 Main St, Portland, OR 97201',
      default_time_zone: 'America/Los_Angeles',
    },
    interview: null,
    can_propose: false,
    links_plain: true,
    events: [],
    messages: [],
    ...fields,
  };
}

export const slots = [inDays(3), inDays(4, 17)].map((start, index) => ({
  id: 70 + index,
  starts_at: start,
  ends_at: plus(start, 30),
  length_minutes: 30,
}));

export const PROPOSED = conversation({
  interview: {
    id: 5,
    status: 'proposed',
    format: 'video',
    location: 'https://meet.example.com/rose',
    note: 'Our site: https://rose.example.com',
    time_zone: 'America/Los_Angeles',
    slots,
    starts_at: null,
    ends_at: null,
    new_time_requested: false,
    is_past: false,
    updated_at: inDays(-1),
  },
  messages: [
    {
      id: 1,
      from: 'business',
      sender_name: 'Rose City Books',
      body: 'Hi Maya! See https://rose.example.com/staff before we talk.',
      sent_at: inDays(-1),
      mine: false,
      read_at: null,
      reported: false,
    },
  ],
});

/** Answers the conversation of application 31 with `start`, and every POST with `onPost`. */
export function serve(start: ApplicationConversation, onPost: (call: FetchCall) => Response) {
  return mockFetch((call) => {
    if (call.method === 'POST') return onPost(call);
    if (call.url.pathname === '/api/applications/31/conversation') return jsonResponse(start);
    return jsonResponse({ message: 'Application not found' }, { status: 404 });
  });
}
