import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formDefaults, loginSchema, type LoginPayload, type UserRole } from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { LOGIN_FAILED_MESSAGE, login } from '../api/login';
import { PageHandOff } from './page-hand-off';
import { RedirectNotice } from './redirect-notice';
import { registeredEmailFrom } from './sign-in-hand-over';
import { useLoginRedirect } from './use-login-redirect';
import { SubmitButton } from '../../../components/form-fields/submit-button';

export const SIGNING_IN_LABEL = 'Signing you in…';
export const ACCOUNT_READY_NOTICE = 'Your account is ready. Sign in to continue.';

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
  // An applicant who has just registered comes with the new account's email.
  const state: unknown = useLocation().state;
  const [registeredEmail] = useState(() => (isApplicant ? registeredEmailFrom(state) : null));
  const { signedIn, leaving, notice, leaveNotice } = useLoginRedirect(next);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useSchemaForm(loginSchema, {
    defaultValues: formDefaults(loginSchema, { email: registeredEmail }),
  });
  const mutation = useMutation({ mutationFn: login });

  useEffect(() => {
    if (!registeredEmail) return;
    // The registration form was scrolled to its button; this screen starts at its top, so the
    // notice above the form shows, and the password (all that is left to type) takes the focus.
    window.scrollTo({ top: 0 });
    setFocus('password');
  }, [registeredEmail, setFocus]);

  const onSubmit = (values: LoginPayload) => {
    setFailure(null);
    const payload = isApplicant ? values : { email: values.email, password: values.password };
    mutation.mutate(payload, {
      onSuccess: (response) => void signedIn(response, isApplicant && values.remember === true),
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : LOGIN_FAILED_MESSAGE;
        const field = error instanceof ApiError ? formField(error.field) : undefined;
        if (field) setError(field, { message }, { shouldFocus: true });
        else setFailure(message);
      },
    });
  };

  /** A required input bound to the form, its error under it. */
  const input = (name: 'email' | 'password') => {
    const { ref, ...props } = register(name);
    return {
      ...props,
      inputRef: ref,
      required: true,
      fullWidth: true,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message,
    };
  };
  const busy = mutation.isPending || leaving;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
      {registeredEmail && !failure && <Alert severity="success">{ACCOUNT_READY_NOTICE}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField {...input('email')} label="Email" type="email" autoComplete="email" />
      <TextField
        {...input('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
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
      <SubmitButton busy={busy}>Sign In</SubmitButton>
      <PageHandOff active={leaving} label={SIGNING_IN_LABEL}>
        <RedirectNotice notice={notice} onDone={leaveNotice} />
      </PageHandOff>
    </Stack>
  );
}
