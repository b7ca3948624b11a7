import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { SendIcon } from '../../../components/plain-icons';

type Props = {
  /** Where Apply Now leads (the form, or signing in first). */
  href: string;
  onApply: (event: MouseEvent) => void;
  /** SPEC §2's red refusal, for a business that clicked. */
  blockedMessage: string | null;
  fullWidth?: boolean;
  /** While it is not known yet whether this applicant may apply, or when they may not. */
  disabled?: boolean;
  /** Why Apply Now is off, shown under it. */
  reason?: string;
};

export function ApplyButton({
  href,
  onApply,
  blockedMessage,
  fullWidth = false,
  disabled = false,
  reason,
}: Props) {
  const reasonId = useId();
  const look = {
    variant: 'contained',
    size: 'large',
    endIcon: <SendIcon />,
    fullWidth,
    'aria-describedby': reason ? reasonId : undefined,
    sx: { whiteSpace: 'nowrap' },
  } as const;
  return (
    <div>
      {disabled ? (
        <Button {...look} disabled>
          Apply Now
        </Button>
      ) : (
        // A link to where it leads, so that it works before the page's code has run.
        <Button {...look} component={RouterLink} to={href} onClick={onApply}>
          Apply Now
        </Button>
      )}
      {reason && (
        <Typography
          id={reasonId}
          variant="body2"
          sx={{ mt: 1, fontWeight: 600, textWrap: 'balance' }}
        >
          {reason}
        </Typography>
      )}
      {blockedMessage && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {blockedMessage}
        </Typography>
      )}
    </div>
  );
}
