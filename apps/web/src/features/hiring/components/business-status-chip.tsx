import Chip from '@mui/material/Chip';
import {
  type ApplicationStatus,
  type ApplicationStatusColor,
  BUSINESS_STATUS_LABELS,
} from '@firstshift/domain';
import { STATUS_CHIP_TONES } from '../../../components/application-status-chip';

const TONE: Record<ApplicationStatus, ApplicationStatusColor | null> = {
  applied: null,
  shortlisted: 'info',
  interview_scheduled: 'info',
  accepted: 'success',
  rejected: 'error',
};

/** An application's status as the business reads it: every status with its own label. */
export function BusinessStatusChip({ status }: { status: ApplicationStatus }) {
  const tone = TONE[status];
  return (
    <Chip
      label={BUSINESS_STATUS_LABELS[status]}
      variant={tone ? 'filled' : 'outlined'}
      sx={tone ? STATUS_CHIP_TONES[tone] : undefined}
      data-status={status}
    />
  );
}
