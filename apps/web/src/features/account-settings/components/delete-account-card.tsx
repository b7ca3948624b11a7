import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsCard } from './settings-card';

/** Privacy page danger zone: deleting the account, behind a confirmation dialog. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      danger
      icon={<DeleteOutlinedIcon />}
      title="Delete account"
      description="Remove your account and everything in it for good."
    >
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SettingsCard>
  );
}
