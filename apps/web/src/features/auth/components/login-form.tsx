import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_LOGIN_FORM,
  loginSchema,
  type LoginInput,
  type LoginPayload,
  type UserRole,
} from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { LOGIN_FAILED_MESSAGE, login } from '../api/login';
import { useLoginRedirect } from './use-login-redirect';

// Long enough to read one sentence before the business dashboard replaces the page.
const NOTICE_MS = 1500;

const FORM_FIELDS = ['email', 'password'] as const;
type FormField = (typeof FORM_FIELDS)[number];

function formField(field: string | undefined): FormField | undefined {
  return FORM_FIELDS.find((name) => name === field);
}

type Props = { role: UserRole; next: string | null };

/** Email and password sign-in; the applicant's variant also offers Remember me. */
export function LoginForm({ role, next }: Props) {
  const isApplicant = role === 'applicant';
  const forgotPasswordLink = (
    <Link component={RouterLink} to={paths.forgotPassword.getHref()} variant="body2">
      Forgot password?
    </Link>
  );
  const [failure, setFailure] = useState<string | null>(null);
  const { signedIn, notice, leaveNotice } = useLoginRedirect(next);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginPayload>({
    resolver: zodResolver(loginSchema),
    defaultValues: EMPTY_LOGIN_FORM,
  });
  const mutation = useMutation({ mutationFn: login, onSuccess: signedIn });

  const onSubmit = (values: LoginPayload) => {
    setFailure(null);
    const payload = isApplicant ? values : { email: values.email, password: values.password };
    mutation.mutate(payload, {
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : LOGIN_FAILED_MESSAGE;
        const field = error instanceof ApiError ? formField(error.field) : undefined;
        if (field) setError(field, { message }, { shouldFocus: true });
        else setFailure(message);
      },
    });
  };

  const { ref: emailRef, ...emailProps } = register('email');
  const { ref: passwordRef, ...passwordProps } = register('password');
  const busy = mutation.isPending || notice !== null;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        {...emailProps}
        inputRef={emailRef}
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <TextField
        {...passwordProps}
        inputRef={passwordRef}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      {isApplicant && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Controller
            control={control}
            name="remember"
            render={({ field }) => (
              <FormControlLabel
                label="Remember me"
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value ?? false}
                    onChange={(_event, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
          {forgotPasswordLink}
        </Stack>
      )}
      {/* SPEC §2 puts the link on the Job Seeker tab; businesses forget passwords too. */}
      {!isApplicant && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          {forgotPasswordLink}
        </Stack>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
        Sign In
      </Button>
      <Snackbar
        open={notice !== null}
        autoHideDuration={NOTICE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') leaveNotice();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="warning" variant="filled" onClose={leaveNotice} sx={{ width: '100%' }}>
          {notice}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
