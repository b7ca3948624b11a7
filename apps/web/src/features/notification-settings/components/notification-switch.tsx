import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type Props = {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** One notification setting: what it sends, and its switch. */
export function NotificationSwitch({ label, description, checked, onChange }: Props) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <div>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="textSecondary">
          {description}
        </Typography>
      </div>
      <Switch
        checked={checked}
        onChange={(_event, next) => onChange(next)}
        slotProps={{
          input: { 'aria-labelledby': labelId, 'aria-describedby': descriptionId },
        }}
      />
    </Box>
  );
}
