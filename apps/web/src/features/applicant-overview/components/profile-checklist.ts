import type { UserProfile } from '@firstshift/domain';

export type ChecklistItem = { label: string; done: boolean };

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** What employers see when the applicant applies, and whether each part is filled in. */
export function profileChecklist(profile: UserProfile): ChecklistItem[] {
  const address = profile.applicant_profile;
  return [
    { label: 'Name', done: filled(profile.first_name) && filled(profile.last_name) },
    { label: 'Date of birth', done: filled(profile.date_of_birth) },
    { label: 'Phone number', done: filled(profile.phone_number) },
    {
      label: 'Home address',
      done:
        filled(address?.address_line1) &&
        filled(address?.city) &&
        filled(address?.state) &&
        filled(address?.zip_code),
    },
  ];
}
