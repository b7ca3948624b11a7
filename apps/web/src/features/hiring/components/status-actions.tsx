import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ApplicationStatus,
  BUSINESS_STATUS_LABELS,
  type BusinessApplication,
  STATUS_ACTION_LABELS,
} from '@firstshift/domain';
import { useState } from 'react';
import { MessageDialog } from '../../../components/conversation/message-dialog';
import { useToast } from '../../../components/toast/toast-context';
import { useMoveApplication } from '../api/move-application';

type Move = Exclude<ApplicationStatus, 'applied'>;

/** Accepting and rejecting close the application for good: they ask first. */
const FINAL: readonly ApplicationStatus[] = ['accepted', 'rejected'];

/**
 * The moves an application allows now (DESIGN §5), as buttons; the applicant is told of each
 * (in the app, and by mail if they want it).
 */
export function StatusActions({ application }: { application: BusinessApplication }) {
  const move = useMoveApplication(String(application.id));
  const toast = useToast();
  const [confirming, setConfirming] = useState<Move | null>(null);
  const name = application.first_name;

  const run = (status: Move, message?: string) =>
    move.mutate(
      { status, message },
      {
        onSuccess: () => {
          setConfirming(null);
          toast(
            `Application marked ${BUSINESS_STATUS_LABELS[status]}. ${name} has been told.`,
            'success',
          );
        },
        onError: () => setConfirming(null),
      },
    );

  // An interview is proposed in the Interview card; the applicant's answer schedules it.
  const moves = application.next_statuses.filter(
    (s): s is Move => s !== 'applied' && s !== 'interview_scheduled',
  );
  if (moves.length === 0) {
    return (
      <Typography color="textSecondary">
        This application is closed: {BUSINESS_STATUS_LABELS[application.status].toLowerCase()}.
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {move.isError && <Alert severity="error">{move.error.message}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {moves.map((status) => (
          <Button
            key={status}
            variant={status === 'rejected' ? 'outlined' : 'contained'}
            color={status === 'rejected' ? 'error' : status === 'accepted' ? 'success' : 'primary'}
            loading={move.isPending && move.variables.status === status}
            disabled={move.isPending}
            onClick={() => (FINAL.includes(status) ? setConfirming(status) : run(status))}
          >
            {STATUS_ACTION_LABELS[status]}
          </Button>
        ))}
      </Stack>
      <MessageDialog
        open={confirming !== null}
        title={confirming === 'accepted' ? `Accept ${name}?` : `Reject ${name}?`}
        messageLabel={`Message to ${name} (optional)`}
        confirmLabel={confirming ? STATUS_ACTION_LABELS[confirming] : ''}
        confirmColor={confirming === 'accepted' ? 'success' : 'error'}
        busy={move.isPending}
        error={null}
        onCancel={() => setConfirming(null)}
        onConfirm={(message) => confirming && run(confirming, message || undefined)}
      >
        {confirming === 'accepted'
          ? `${name} will be told that the job is theirs: say what comes next (first shift, whom to ask for).`
          : `${name} will be told that you are not moving forward. A kind word helps.`}{' '}
        This closes the application: its status cannot change afterwards.
      </MessageDialog>
    </Stack>
  );
}
