import Chip, { type ChipProps } from '@mui/material/Chip';
import { BUSINESS_STATUS_LABELS, type ApplicationStatus } from '@firstshift/domain';

const COLORS: Record<ApplicationStatus, ChipProps['color']> = {
  applied: 'default',
  shortlisted: 'info',
  interview_scheduled: 'info',
  accepted: 'success',
  rejected: 'error',
};

/** An application's status as the business reads it: every status with its own label. */
export function BusinessStatusChip({ status }: { status: ApplicationStatus }) {
  return (
    <Chip
      label={BUSINESS_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'applied' ? 'outlined' : 'filled'}
      data-status={status}
    />
  );
}
