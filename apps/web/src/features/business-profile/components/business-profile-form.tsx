import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  businessProfileUpdateSchema,
  userProfileToBusinessForm,
  type BusinessProfileUpdate,
  type UserProfile,
} from '@firstshift/domain';
import { useState } from 'react';
import { useSaveProfile } from '../../../components/profile/use-save-profile';
import { AddressFields } from '../../../components/form-fields/address-fields';
import { BusinessDetailsFields } from '../../../components/form-fields/business-details-fields';
import { FormActions } from '../../../components/form-fields/form-actions';
import { FormSection } from '../../../components/form-fields/form-section';
import { ProfileContactSection } from '../../../components/form-fields/profile-contact-section';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';

/** SPEC §8: shown when the server's answer carries no message. */
const UPDATE_FAILED_MESSAGE = 'Failed to update business profile';

/** The Business Profile form (SPEC §2, §5), filled from the loaded profile. */
export function BusinessProfileForm({ profile }: { profile: UserProfile }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(businessProfileUpdateSchema, {
    defaultValues: userProfileToBusinessForm(profile),
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  // The saved answer becomes what Reset returns to.
  const mutation = useSaveProfile<BusinessProfileUpdate>(UPDATE_FAILED_MESSAGE, (saved) =>
    reset(userProfileToBusinessForm(saved)),
  );

  const onSubmit = (update: BusinessProfileUpdate) => {
    setFailure(null);
    mutation.mutate(update, {
      onError: (error) => setFailure(showServerError(error, form, UPDATE_FAILED_MESSAGE)),
    });
  };
  const restore = () => {
    setFailure(null);
    reset();
  };

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={handleSubmit(onSubmit)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormSection title="Business details">
        <BusinessDetailsFields control={control} descriptionRows={4} />
      </FormSection>
      <ProfileContactSection control={control} profile={profile} />
      <FormSection title="Business address">
        <AddressFields control={control} required />
      </FormSection>
      <FormActions onReset={restore} resetDisabled={!isDirty || mutation.isPending}>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Save Changes
        </Button>
      </FormActions>
    </Stack>
  );
}
