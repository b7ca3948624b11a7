import {
  APPLY_PREFILLED_FIELDS,
  prefillApplyForm,
  type ApplyFormInput,
  type ApplyFormValues,
} from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { userDetailsQueryOptions } from '../../../lib/user-details';

/**
 * SPEC §2: the applicant's profile (loaded if not yet) fills first name, last name, email and
 * phone, only where the field is still empty, once.
 */
export function useProfilePrefill(form: UseFormReturn<ApplyFormInput, unknown, ApplyFormValues>) {
  const { data: profile } = useQuery(userDetailsQueryOptions());
  const done = useRef(false);
  useEffect(() => {
    if (!profile || done.current) return;
    done.current = true;
    const filled = prefillApplyForm(form.getValues(), profile);
    for (const name of APPLY_PREFILLED_FIELDS) {
      // As the field's starting value: what the profile gave is not a change of the applicant's.
      if (filled[name] !== form.getValues(name)) {
        form.resetField(name, { defaultValue: filled[name] });
      }
    }
  }, [profile, form]);
}
