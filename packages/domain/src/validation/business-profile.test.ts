import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { UserProfile } from '../api-types';
import {
  BUSINESS_PROFILE_FIELDS,
  businessProfileFormSchema,
  businessProfileFormToUpdate,
  businessProfileUpdateSchema,
  userProfileToBusinessForm,
} from './business-profile';
import { toFormField } from './field-map';
import { fieldErrors } from './issues';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries(
    (result.error ? fieldErrors(result.error) : []).map((e) => [e.field, e.message]),
  );

function businessUser(): UserProfile {
  return {
    id: 7,
    first_name: null,
    last_name: null,
    email: 'owner@pets.example',
    phone_number: '+15550107788',
    role: 'business',
    date_of_birth: null,
    email_notifications: true,
    business_profile: {
      id: 3,
      business_name: 'Happy Paws',
      business_category: 'Pet Care',
      business_description: 'Dog walking and pet sitting.',
      address_line1: '9 Oak Ave',
      address_line2: 'Unit 2',
      city: 'Boise',
      state: 'ID',
      zip_code: '83702',
    },
  };
}

describe('Business Profile form', () => {
  it('requires name, address line 1, city, state, zip and category', () => {
    const result = businessProfileFormSchema.safeParse(userProfileToBusinessForm(null));
    expect(messages(result)).toEqual({
      name: 'Business name is required',
      category: 'Select a category',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'Select state',
      zip: 'Invalid ZIP',
    });
  });

  it('starts from the loaded profile and sends it back unchanged', () => {
    const form = userProfileToBusinessForm(businessUser());
    expect(form.phone).toBe('(555) 010-7788');
    const update = businessProfileFormToUpdate(businessProfileFormSchema.parse(form));
    expect(update).toEqual({
      business_name: 'Happy Paws',
      business_category: 'Pet Care',
      business_description: 'Dog walking and pet sitting.',
      address_line1: '9 Oak Ave',
      address_line2: 'Unit 2',
      city: 'Boise',
      state: 'ID',
      zip_code: '83702',
      phone_number: '+15550107788',
      email_notifications: true,
    });
    expect(businessProfileUpdateSchema.parse(update)).toEqual(update);
  });

  it('checks the optional phone with "Invalid phone" and an example', () => {
    const form = { ...userProfileToBusinessForm(businessUser()), phone: '12-34' };
    expect(messages(businessProfileFormSchema.safeParse(form))).toEqual({
      phone: 'Invalid phone: enter it like (919) 555-0188',
    });
  });

  it('answers the update body with payload field names', () => {
    const result = businessProfileUpdateSchema.safeParse({
      business_name: 'Happy Paws',
      business_category: 'Pet Care',
      address_line1: '9 Oak Ave',
      city: 'Boise',
      state: 'ID',
      zip_code: '8370',
    });
    expect(messages(result)).toEqual({ zip_code: 'Invalid ZIP' });
    expect(toFormField(BUSINESS_PROFILE_FIELDS, 'zip_code')).toBe('zip');
    expect(toFormField(BUSINESS_PROFILE_FIELDS, 'business_name')).toBe('name');
  });
});
