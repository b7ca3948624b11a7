import Chip from '@mui/material/Chip';
import { applicationStatusChip, type ApplicationStatusColor } from '@firstshift/domain';

// MUI's filled status colours put white on orange or green below the 4.5:1 contrast text
// needs; these soft tones (MUI's own standard Alert colours) keep the hue and pass AA.
export const STATUS_CHIP_TONES: Record<ApplicationStatusColor, { bgcolor: string; color: string }> =
  {
    warning: { bgcolor: '#fff4e5', color: '#663c00' },
    info: { bgcolor: '#e5f6fd', color: '#014361' },
    error: { bgcolor: '#fdeded', color: '#5f2120' },
    success: { bgcolor: '#edf7ed', color: '#1e4620' },
  };

/**
 * An application's status as the applicant reads it (SPEC §4: label and colour); any string,
 * so that a status this app does not know yet still shows (as itself).
 */
export function ApplicationStatusChip({ status }: { status: string }) {
  const { label, color } = applicationStatusChip(status);
  return <Chip label={label} color={color} data-status={status} sx={STATUS_CHIP_TONES[color]} />;
}
