import type { ApplicationConversation, ApplicationMessage } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { apiQueryOptions } from '../../lib/api-query';

// An application's interview and messages (docs/decisions/034), shared by the business's and
// the applicant's application pages. Every change answers the conversation as it now stands,
// which replaces the cached one.

export const CONVERSATION_ERROR = 'Failed to load the interview and messages';
export const CHANGE_FAILED = 'Failed to save. Please try again.';

export const conversationKeys = {
  all: ['conversation'] as const,
  one: (applicationId: number) => [...conversationKeys.all, applicationId] as const,
  upcoming: ['upcoming-interviews'] as const,
};

const base = (applicationId: number) => `/applications/${applicationId}`;

/** GET /applications/{id}/conversation (reading it marks the messages sent to you as read). */
export function conversationQueryOptions(applicationId: number) {
  return apiQueryOptions<ApplicationConversation>(
    conversationKeys.one(applicationId),
    `${base(applicationId)}/conversation`,
    { fallbackMessage: CONVERSATION_ERROR },
  );
}

export type InterviewAction =
  | 'interview'
  | 'interview/accept'
  | 'interview/decline'
  | 'interview/request-new-time'
  | 'interview/cancel'
  | 'interview/move';

/** POST one change to the interview; the conversation, the bell and the dashboards refresh. */
export function useInterviewAction(applicationId: number, action: InterviewAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      apiRequest<ApplicationConversation>(`${base(applicationId)}/${action}`, {
        method: 'POST',
        body,
        fallbackMessage: CHANGE_FAILED,
        networkMessage: CHANGE_FAILED,
      }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.one(applicationId), conversation);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== conversationKeys.all[0],
      });
    },
  });
}

/** POST /applications/{id}/messages: the message joins the thread at once. */
export function useSendMessage(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<ApplicationMessage>(`${base(applicationId)}/messages`, {
        method: 'POST',
        body: { body },
        fallbackMessage: 'Failed to send the message',
        networkMessage: 'Network error: the message was not sent',
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<ApplicationConversation>(
        conversationKeys.one(applicationId),
        (conversation) =>
          conversation && { ...conversation, messages: [...conversation.messages, message] },
      );
    },
  });
}

/** POST /applications/{id}/messages/{messageId}/report. */
export function useReportMessage(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      apiRequest<{ message: string }>(`${base(applicationId)}/messages/${messageId}/report`, {
        method: 'POST',
        body: { reason },
        fallbackMessage: 'Failed to report the message',
      }),
    onSuccess: (_answer, { messageId }) => {
      queryClient.setQueryData<ApplicationConversation>(
        conversationKeys.one(applicationId),
        (conversation) =>
          conversation && {
            ...conversation,
            messages: conversation.messages.map((m) =>
              m.id === messageId ? { ...m, reported: true } : m,
            ),
          },
      );
    },
  });
}
