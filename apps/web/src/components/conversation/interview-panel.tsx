import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationConversation, Interview } from '@firstshift/domain';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useToast } from '../toast/toast-context';
import { type InterviewAction, useInterviewAction } from './conversation-api';
import { InterviewPlace } from './interview-place';
import { interviewTimeText } from './interview-time-text';
import { MessageDialog } from './message-dialog';
import { MoveInterviewDialog } from './move-interview-dialog';
import { ProposeInterviewDialog } from './propose-interview-dialog';

type Dialog = 'propose' | 'decline' | 'ask' | 'cancel' | 'move' | null;

type Props = { conversation: ApplicationConversation };

const STATUS_TEXT: Record<Interview['status'], string> = {
  proposed: 'Interview proposed',
  confirmed: 'Interview confirmed',
  declined: 'Times declined',
  cancelled: 'Interview cancelled',
};

/**
 * The application's interview for either side (docs/decisions/034): the business proposes,
 * moves or withdraws it; the applicant accepts a time, declines, asks for another or cancels.
 */
export function InterviewPanel({ conversation }: Props) {
  const { application, interview, viewer } = conversation;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const toast = useToast();
  const actions = {
    interview: useInterviewAction(application.id, 'interview'),
    'interview/accept': useInterviewAction(application.id, 'interview/accept'),
    'interview/decline': useInterviewAction(application.id, 'interview/decline'),
    'interview/request-new-time': useInterviewAction(application.id, 'interview/request-new-time'),
    'interview/cancel': useInterviewAction(application.id, 'interview/cancel'),
    'interview/move': useInterviewAction(application.id, 'interview/move'),
  };
  const busy = Object.values(actions).some((action) => action.isPending);
  const other = viewer === 'business' ? application.applicant_name : application.company_name;

  const run = (action: InterviewAction, body: object, done: string) =>
    actions[action].mutate(body, {
      onSuccess: () => {
        setDialog(null);
        toast(done, 'success');
      },
    });
  const errorOf = (action: InterviewAction) => {
    const error = actions[action].error;
    return error instanceof ApiError ? error : null;
  };
  const open = application.closed_reason === null;
  const decided = application.status === 'accepted' || application.status === 'rejected';

  const proposeStart = {
    format: interview?.format ?? 'in_person',
    location: interview?.location ?? application.job_address ?? '',
    note: interview?.note ?? '',
    time_zone: interview?.time_zone ?? application.default_time_zone,
  };

  return (
    <Stack spacing={2}>
      {!interview ? (
        <Typography color="textSecondary">
          {decided
            ? `No interview: this application is ${application.status}.`
            : viewer === 'business'
              ? `No interview yet. Propose up to three times and ${application.applicant_name} chooses one.`
              : 'No interview yet. When the business proposes one, you choose the time here.'}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 700 }}>
            {interview.is_past ? 'Interview time passed' : STATUS_TEXT[interview.status]}
          </Typography>
          {interview.status === 'confirmed' && interview.starts_at && (
            <Typography variant="h3" component="p">
              {interviewTimeText(
                interview.starts_at,
                interview.slots[0]?.length_minutes ?? 30,
                interview.time_zone,
              )}
            </Typography>
          )}
          {interview.new_time_requested && (
            <Alert severity="warning">
              {viewer === 'business'
                ? `${application.applicant_name} asked for another time. Move the interview, or write to them below.`
                : 'You asked for another time. The interview stands until the business moves it.'}
            </Alert>
          )}
          {interview.status === 'proposed' && viewer === 'applicant' && open && (
            <Typography>Choose the time that suits you:</Typography>
          )}
          {interview.status === 'proposed' && viewer === 'applicant' && open && (
            <RadioGroup
              aria-label="Times offered"
              value={slotId ?? ''}
              onChange={(event) => setSlotId(Number(event.target.value))}
            >
              {interview.slots.map((slot) => (
                <FormControlLabel
                  key={slot.id}
                  value={slot.id}
                  control={<Radio />}
                  label={interviewTimeText(
                    slot.starts_at,
                    slot.length_minutes,
                    interview.time_zone,
                  )}
                />
              ))}
            </RadioGroup>
          )}
          {interview.status === 'proposed' && viewer === 'business' && (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {interview.slots.map((slot) => (
                <li key={slot.id}>
                  {interviewTimeText(slot.starts_at, slot.length_minutes, interview.time_zone)}
                </li>
              ))}
            </Stack>
          )}
          {(interview.status === 'proposed' || interview.status === 'confirmed') && (
            <InterviewPlace interview={interview} plain={conversation.links_plain} />
          )}
          {interview.is_past && (
            <Typography variant="body2" color="textSecondary">
              {viewer === 'business'
                ? `If it did not take place, set a new time and ${application.applicant_name} gets the update.`
                : `If it did not take place, write to ${application.company_name} below.`}
            </Typography>
          )}
          {interview.status === 'proposed' && viewer === 'business' && (
            <Typography variant="body2" color="textSecondary">
              Waiting for {application.applicant_name} to choose a time.
            </Typography>
          )}
        </Stack>
      )}

      {open && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {viewer === 'business' && conversation.can_propose && (
            <Button variant="contained" onClick={() => setDialog('propose')} disabled={busy}>
              {interview?.status === 'proposed' ? 'Change the times' : 'Propose interview'}
            </Button>
          )}
          {viewer === 'business' && interview?.status === 'confirmed' && (
            <Button variant="contained" onClick={() => setDialog('move')} disabled={busy}>
              {interview.is_past ? 'Set a new time' : 'Move interview'}
            </Button>
          )}
          {viewer === 'applicant' && interview?.status === 'proposed' && (
            <>
              <Button
                variant="contained"
                disabled={slotId === null || busy}
                loading={actions['interview/accept'].isPending}
                onClick={() =>
                  run(
                    'interview/accept',
                    { slot_id: slotId },
                    'Interview confirmed. See you there!',
                  )
                }
              >
                Accept this time
              </Button>
              <Button variant="outlined" onClick={() => setDialog('decline')} disabled={busy}>
                None of these times work
              </Button>
            </>
          )}
          {viewer === 'applicant' && interview?.status === 'confirmed' && !interview.is_past && (
            <Button variant="outlined" onClick={() => setDialog('ask')} disabled={busy}>
              Ask for another time
            </Button>
          )}
          {((interview?.status === 'confirmed' && !interview.is_past) ||
            (interview?.status === 'proposed' && viewer === 'business')) && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setDialog('cancel')}
              disabled={busy}
            >
              {interview.status === 'proposed' ? 'Withdraw proposal' : 'Cancel interview'}
            </Button>
          )}
        </Stack>
      )}
      {errorOf('interview/accept') && (
        <Alert severity="error">{errorOf('interview/accept')?.message}</Alert>
      )}

      <ProposeInterviewDialog
        open={dialog === 'propose'}
        applicantName={application.applicant_name}
        jobAddress={application.job_address}
        start={proposeStart}
        busy={actions.interview.isPending}
        error={errorOf('interview')}
        onCancel={() => setDialog(null)}
        onSubmit={(proposal) =>
          run('interview', proposal, `Proposal sent. ${application.applicant_name} has been told.`)
        }
      />
      {interview?.status === 'confirmed' && (
        <MoveInterviewDialog
          open={dialog === 'move'}
          interview={interview}
          applicantName={application.applicant_name}
          busy={actions['interview/move'].isPending}
          error={errorOf('interview/move')}
          onCancel={() => setDialog(null)}
          onSubmit={(move) =>
            run('interview/move', move, 'Interview moved. Both calendars get the update.')
          }
        />
      )}
      <MessageDialog
        open={dialog === 'decline'}
        title="Decline these times?"
        messageLabel="Which days and times would suit you? (optional)"
        confirmLabel="Decline the times"
        busy={actions['interview/decline'].isPending}
        error={errorOf('interview/decline')?.message ?? null}
        onCancel={() => setDialog(null)}
        onConfirm={(message) =>
          run(
            'interview/decline',
            { message },
            `${other} has been told. They can propose new times.`,
          )
        }
      >
        {other} is told that none of the times suit you, with your message.
      </MessageDialog>
      <MessageDialog
        open={dialog === 'ask'}
        title="Ask for another time?"
        messageLabel="Which days and times would suit you? (optional)"
        confirmLabel="Ask for another time"
        busy={actions['interview/request-new-time'].isPending}
        error={errorOf('interview/request-new-time')?.message ?? null}
        onCancel={() => setDialog(null)}
        onConfirm={(message) =>
          run(
            'interview/request-new-time',
            { message },
            `${other} has been asked for another time.`,
          )
        }
      >
        The interview stays as it is until {other} moves it.
      </MessageDialog>
      <MessageDialog
        open={dialog === 'cancel'}
        title={
          interview?.status === 'proposed' ? 'Withdraw the proposal?' : 'Cancel the interview?'
        }
        messageLabel="Message (optional)"
        confirmLabel={interview?.status === 'proposed' ? 'Withdraw proposal' : 'Cancel interview'}
        confirmColor="error"
        busy={actions['interview/cancel'].isPending}
        error={errorOf('interview/cancel')?.message ?? null}
        onCancel={() => setDialog(null)}
        onConfirm={(message) =>
          run('interview/cancel', { message }, `Cancelled. ${other} has been told.`)
        }
      >
        {other} is told at once
        {interview?.status === 'confirmed' ? ', and the interview leaves both calendars' : ''}.
      </MessageDialog>
    </Stack>
  );
}
