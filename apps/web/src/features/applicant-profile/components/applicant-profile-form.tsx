import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import {
  applicantProfileUpdateSchema,
  userProfileToApplicantForm,
  type ApplicantProfileUpdate,
  type UserProfile,
} from '@firstshift/domain';
import { useSaveProfile } from '../../../components/profile/use-save-profile';
import { AddressFields } from '../../../components/form-fields/address-fields';
import { ApplicantPersonalFields } from '../../../components/form-fields/applicant-personal-fields';
import { FormActions } from '../../../components/form-fields/form-actions';
import { FormSection } from '../../../components/form-fields/form-section';
import { ProfileContactSection } from '../../../components/form-fields/profile-contact-section';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { useToast } from '../../../components/toast/toast-context';
import { useClearErrorOnEdit } from './use-clear-error-on-edit';

/** SPEC §8: shown when the server's answer carries no message. */
const UPDATE_FAILED_MESSAGE = 'Failed to update applicant profile';

/** The applicant profile form (SPEC §2 "Profile Settings", §5), filled from the loaded profile. */
export function ApplicantProfileForm({ profile }: { profile: UserProfile }) {
  const toast = useToast();
  const form = useSchemaForm(applicantProfileUpdateSchema, {
    defaultValues: userProfileToApplicantForm(profile),
    reValidateMode: 'onSubmit',
  });
  const { control, handleSubmit, clearErrors, watch, reset } = form;
  useClearErrorOnEdit(watch, clearErrors);
  // The saved answer becomes what Reset returns to.
  const mutation = useSaveProfile<ApplicantProfileUpdate>(UPDATE_FAILED_MESSAGE, (saved) =>
    reset(userProfileToApplicantForm(saved)),
  );
  const saving = mutation.isPending;

  const onSubmit = (update: ApplicantProfileUpdate) => {
    mutation.mutate(update, {
      onError: (error) => {
        const text = showServerError(error, form, UPDATE_FAILED_MESSAGE);
        if (text) toast(text, 'error');
      },
    });
  };

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={handleSubmit(onSubmit)}>
      <FormSection title="Personal information">
        <ApplicantPersonalFields control={control} />
      </FormSection>
      <ProfileContactSection control={control} profile={profile} />
      <FormSection title="Address (optional)" description="Helps us show you jobs near home.">
        <AddressFields control={control} required={false} />
      </FormSection>
      <FormActions
        onReset={() => reset(userProfileToApplicantForm(profile))}
        resetDisabled={saving}
      >
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {saving ? 'Updating...' : 'Update Profile'}
        </Button>
      </FormActions>
    </Stack>
  );
}
