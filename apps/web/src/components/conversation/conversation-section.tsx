import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Placeholder } from '../feedback/placeholder';
import { notificationsKey } from '../notifications/notifications-bell';
import { RetryAlert } from '../feedback/retry-alert';
import { conversationQueryOptions } from './conversation-api';
import { InterviewHistory } from './interview-history';
import { InterviewPanel } from './interview-panel';
import { MessageThread } from './message-thread';

/** How often an open conversation looks for the other side's news. */
const REFRESH_MS = 20_000;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-label={title}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type Props = {
  applicationId: number;
  /** Both cards (default), or one of them where a page places them apart. */
  part?: 'both' | 'interview' | 'messages';
};

/** An application's interview and messages, for whichever side is looking. */
export function ConversationSection({ applicationId, part = 'both' }: Props) {
  const query = useQuery({
    ...conversationQueryOptions(applicationId),
    refetchInterval: REFRESH_MS,
  });
  const conversation = query.data;
  const queryClient = useQueryClient();
  // Reading the conversation marks its notifications read: the bell follows at once.
  useEffect(() => {
    if (query.dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: notificationsKey });
  }, [query.dataUpdatedAt, queryClient]);
  if (!conversation) {
    return query.isError ? (
      <RetryAlert message={query.error.message} onRetry={() => query.refetch()} />
    ) : (
      <Stack spacing={3} aria-busy="true" aria-label="Loading the interview and messages">
        <Placeholder height={160} radius={2} />
        <Placeholder height={220} radius={2} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {part !== 'messages' && (
        <Card title="Interview">
          <Stack spacing={2.5}>
            <InterviewPanel conversation={conversation} />
            <InterviewHistory conversation={conversation} />
          </Stack>
        </Card>
      )}
      {part !== 'interview' && (
        <Card title="Messages">
          <MessageThread conversation={conversation} />
        </Card>
      )}
    </Stack>
  );
}
