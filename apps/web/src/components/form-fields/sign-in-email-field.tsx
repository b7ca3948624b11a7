import TextField from '@mui/material/TextField';

/** The account's email: shown, but no profile update accepts a new one. */
export function SignInEmail({ email }: { email: string }) {
  return (
    <TextField
      label="Email"
      value={email}
      fullWidth
      helperText="Your sign-in email cannot be changed."
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
