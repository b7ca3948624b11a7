import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { INTERVIEW_FORMAT_LABELS, type Interview } from '@firstshift/domain';
import { LinkifiedText } from './linkified-text';

type Props = { interview: Interview; plain: boolean };

/**
 * How and where: an address, the number to call, or the video call's link, which is the one
 * link kept clickable for every applicant (docs/decisions/034). The note stays text.
 */
export function InterviewPlace({ interview, plain }: Props) {
  const how = INTERVIEW_FORMAT_LABELS[interview.format];
  return (
    <div>
      <Typography>
        <strong>{how}</strong>
        {': '}
        {interview.format === 'video' ? (
          <Link
            href={interview.location}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ wordBreak: 'break-all' }}
          >
            {interview.location}
          </Link>
        ) : (
          interview.location
        )}
      </Typography>
      {interview.note && (
        <Typography color="textSecondary" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
          <LinkifiedText text={interview.note} plain={plain} />
        </Typography>
      )}
    </div>
  );
}
