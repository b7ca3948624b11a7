import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatInterviewTime } from '@firstshift/domain';
import { STATUS_CHIP_TONES } from '../application-status-chip';

type Props = {
  interview: { status: 'proposed' | 'confirmed'; starts_at: string | null } | null | undefined;
  unread: number;
  /** Whose list: the applicant is asked to choose, the business waits. */
  reader: 'business' | 'applicant';
};

/** Beside an application's status in a list: an interview in play and messages not read. */
export function ApplicationNewsChips({ interview, unread, reader }: Props) {
  if (!interview && unread === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
      {interview?.status === 'proposed' && (
        <Chip
          size="small"
          sx={STATUS_CHIP_TONES.warning}
          label={
            reader === 'applicant' ? 'Interview proposed: choose a time' : 'Interview proposed'
          }
        />
      )}
      {interview?.status === 'confirmed' && interview.starts_at && (
        <Chip
          size="small"
          sx={STATUS_CHIP_TONES.info}
          label={`Interview ${formatInterviewTime(interview.starts_at)}`}
        />
      )}
      {unread > 0 && (
        <Chip
          size="small"
          color="primary"
          label={`${unread} new ${unread === 1 ? 'message' : 'messages'}`}
        />
      )}
    </Stack>
  );
}
