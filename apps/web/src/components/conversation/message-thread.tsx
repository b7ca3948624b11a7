import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import {
  type ApplicationConversation,
  type ApplicationMessage,
  MESSAGE_MAX_LENGTH,
  formatRelativeTime,
  messageInputSchema,
} from '@firstshift/domain';
import { useState } from 'react';
import { useKeptText } from '../form-fields/use-kept-text';
import { useToast } from '../toast/toast-context';
import { useReportMessage, useSendMessage } from './conversation-api';
import { LinkifiedText } from './linkified-text';
import { MessageDialog } from './message-dialog';

type Props = { conversation: ApplicationConversation };

/**
 * The messages of an application, oldest first, and a box to write the next one. Plain text
 * only: nothing the other side writes is read as markup, and links stay text for an applicant
 * under 18. A message received can be reported for review.
 */
export function MessageThread({ conversation }: Props) {
  const { application, messages, viewer } = conversation;
  const send = useSendMessage(application.id);
  const report = useReportMessage(application.id);
  const toast = useToast();
  // A message half written is kept in the tab until it is sent (decision 105).
  const [draft, setDraft] = useKeptText(`message.${application.id}`);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ApplicationMessage | null>(null);
  const other = viewer === 'business' ? application.applicant_name : application.company_name;

  const submit = () => {
    const parsed = messageInputSchema.safeParse({ body: draft });
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    send.mutate(parsed.data.body, { onSuccess: () => setDraft('') });
  };

  return (
    <Stack spacing={2}>
      {messages.length === 0 ? (
        <Typography color="textSecondary">
          No messages yet. Write to {other} here: no need to share a phone number or email.
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label="Messages"
        >
          {messages.map((message) => (
            <Box
              component="li"
              key={message.id}
              sx={{
                alignSelf: message.mine ? 'flex-end' : 'flex-start',
                maxWidth: { xs: '92%', sm: '80%' },
              }}
            >
              <Box
                sx={{
                  px: 2,
                  py: 1.25,
                  borderRadius: 2,
                  bgcolor: message.mine ? 'primary.main' : 'action.hover',
                  color: message.mine ? 'primary.contrastText' : 'text.primary',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                <LinkifiedText
                  text={message.body}
                  plain={conversation.links_plain || message.mine}
                />
              </Box>
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  alignItems: 'center',
                  justifyContent: message.mine ? 'flex-end' : 'flex-start',
                  mt: 0.25,
                }}
              >
                <Typography variant="caption" color="textSecondary">
                  {message.mine ? 'You' : message.sender_name} ·{' '}
                  {formatRelativeTime(message.sent_at)}
                  {message.mine && message.read_at ? ' · Read' : ''}
                </Typography>
                {!message.mine &&
                  (message.reported ? (
                    <Typography variant="caption" color="textSecondary">
                      · Reported
                    </Typography>
                  ) : (
                    <Button
                      size="small"
                      color="inherit"
                      startIcon={<FlagOutlinedIcon fontSize="inherit" />}
                      onClick={() => setReporting(message)}
                      sx={{ minWidth: 0, py: 0, fontSize: 12, color: 'text.secondary' }}
                    >
                      Report
                    </Button>
                  ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}

      {application.closed_reason ? (
        <Alert severity="info">{application.closed_reason}</Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          <TextField
            label={`Message to ${other}`}
            name="body"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(null);
            }}
            multiline
            minRows={2}
            maxRows={8}
            error={Boolean(draftError)}
            helperText={draftError ?? 'Keep it to the job. Never share passwords or money details.'}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={send.isPending}
            sx={{ alignSelf: 'flex-end' }}
          >
            Send
          </Button>
        </Stack>
      )}

      <MessageDialog
        open={reporting !== null}
        title="Report this message?"
        messageLabel="What is wrong with it? (optional)"
        confirmLabel="Report"
        confirmColor="error"
        busy={report.isPending}
        error={report.isError ? report.error.message : null}
        onCancel={() => setReporting(null)}
        onConfirm={(reason) =>
          reporting &&
          report.mutate(
            { messageId: reporting.id, reason },
            {
              onSuccess: (answer) => {
                setReporting(null);
                toast(answer.message, 'success');
              },
            },
          )
        }
      >
        Our team reviews reported messages. {other} is not told who reported it. If you feel unsafe,
        tell a parent, teacher or another adult you trust.
      </MessageDialog>
    </Stack>
  );
}
