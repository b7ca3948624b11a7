import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../api-types';
import { fieldMessages } from '../testing/field-messages';
import { businessProfileUpdateSchema, userProfileToBusinessForm } from './business-profile';
import { formDefaults } from './form';

/** The business profile as the API sends it and as the update sends it back (but its id). */
const HAPPY_PAWS = {
  business_name: 'Happy Paws',
  business_category: 'Pet Care',
  business_description: 'Dog walking and pet sitting.',
  address_line1: '9 Oak Ave',
  address_line2: 'Unit 2',
  city: 'Boise',
  state: 'ID',
  zip_code: '83702',
};

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
      ...HAPPY_PAWS,
    },
  };
}

describe('Business Profile form', () => {
  it('requires name, address line 1, city, state, zip and category', () => {
    const result = businessProfileUpdateSchema.safeParse(formDefaults(businessProfileUpdateSchema));
    expect(fieldMessages(result)).toEqual({
      business_name: 'Business name is required',
      business_category: 'Select a category',
      address_line1: 'Address is required',
      city: 'City is required',
      state: 'Select state',
      zip_code: 'Invalid ZIP',
    });
  });

  it('starts from the loaded profile and sends it back unchanged', () => {
    const form = userProfileToBusinessForm(businessUser());
    expect(form.phone_number).toBe('(555) 010-7788');
    const update = businessProfileUpdateSchema.parse(form);
    expect(update).toEqual({
      ...HAPPY_PAWS,
      phone_number: '+15550107788',
      email_notifications: true,
    });
    expect(businessProfileUpdateSchema.parse(update)).toEqual(update);
  });

  it('checks the optional phone with "Invalid phone" and an example', () => {
    const form = { ...userProfileToBusinessForm(businessUser()), phone_number: '12-34' };
    expect(fieldMessages(businessProfileUpdateSchema.safeParse(form))).toEqual({
      phone_number: 'Invalid phone: enter it like (919) 555-0188',
    });
  });

  it('leaves notifications alone when the body has none', () => {
    const { email_notifications: _, ...body } = userProfileToBusinessForm(businessUser());
    expect(businessProfileUpdateSchema.parse(body).email_notifications).toBeUndefined();
  });
});
