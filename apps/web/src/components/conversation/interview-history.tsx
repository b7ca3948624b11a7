import Typography from '@mui/material/Typography';
import {
  type ApplicationConversation,
  type ApplicationEventKind,
  formatInterviewTime,
  formatPostedDate,
} from '@firstshift/domain';

const DONE: Record<ApplicationEventKind, string> = {
  interview_proposed: 'proposed interview times',
  interview_confirmed: 'accepted',
  interview_declined: 'declined the times',
  interview_moved: 'moved the interview',
  interview_cancelled: 'cancelled the interview',
  interview_new_time_requested: 'asked for another time',
};

type Props = { conversation: ApplicationConversation };

/** Every change to the interview, oldest first, with who made it and when. */
export function InterviewHistory({ conversation }: Props) {
  const { events, application, viewer } = conversation;
  if (events.length === 0) return null;
  const name = (by: 'business' | 'applicant') =>
    by === viewer
      ? 'You'
      : by === 'business'
        ? application.company_name
        : application.applicant_name;
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        History
      </Typography>
      <Typography component="ol" variant="body2" color="textSecondary" sx={{ m: 0, pl: 2.5 }}>
        {events.map((event, index) => (
          <li key={index}>
            {formatPostedDate(event.at)}: {name(event.by)} {DONE[event.kind]}
            {event.starts_at && event.kind !== 'interview_cancelled'
              ? ` (${formatInterviewTime(event.starts_at)})`
              : ''}
            {event.message ? `: “${event.message}”` : ''}
          </li>
        ))}
      </Typography>
    </div>
  );
}
