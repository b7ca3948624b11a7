import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';

type Props = { onApply: () => void; blockedMessage: string | null; fullWidth?: boolean };

export function ApplyButton({ onApply, blockedMessage, fullWidth = false }: Props) {
  return (
    <div>
      <Button
        variant="contained"
        size="large"
        endIcon={<SendIcon />}
        onClick={onApply}
        fullWidth={fullWidth}
      >
        Apply Now
      </Button>
      {blockedMessage && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {blockedMessage}
        </Typography>
      )}
    </div>
  );
}
