import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useId } from 'react';

type Props = {
  onApply: () => void;
  /** SPEC §2's red refusal, for a business that clicked. */
  blockedMessage: string | null;
  fullWidth?: boolean;
  /** While it is not known yet whether this applicant may apply, or when they may not. */
  disabled?: boolean;
  /** Why Apply Now is off, shown under it. */
  reason?: string;
};

export function ApplyButton({
  onApply,
  blockedMessage,
  fullWidth = false,
  disabled = false,
  reason,
}: Props) {
  const reasonId = useId();
  return (
    <div>
      <Button
        variant="contained"
        size="large"
        endIcon={<SendIcon />}
        onClick={onApply}
        fullWidth={fullWidth}
        disabled={disabled}
        aria-describedby={reason ? reasonId : undefined}
      >
        Apply Now
      </Button>
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
