// The exact user-facing messages of SPEC §5, plus the few our stricter server checks add.
// Forms and the API share these, so a rule reads the same wherever it fails.

export const MESSAGES = {
  businessNameRequired: 'Business name is required',
  emailInvalid: 'Enter a valid email',
  passwordRule: 'Min 8 chars with letters & numbers',
  passwordTooLong: 'At most 128 characters',
  passwordRequired: 'Password is required',
  passwordsMismatch: 'Passwords do not match',
  /**
   * Business forms say "phone", applicant forms "phone number" (SPEC §5); both add an example
   * of a number we accept, which SPEC's messages lack (decision 016).
   */
  phoneInvalid: 'Invalid phone: enter it like (919) 555-0188',
  phoneNumberInvalid: 'Invalid phone number: enter it like (919) 555-0188',
  phoneNumberRequired: 'Phone number is required',
  zipInvalid: 'Invalid ZIP',
  categoryRequired: 'Select a category',
  termsRequired: 'You must accept the terms',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Enter a valid date of birth',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  streetAddressRequired: 'Street address is required',
  coverLetterRequired: 'Cover letter is required',
  stateRequired: 'Select state',
  jobTitleRequired: 'Job title is required',
  jobTypeRequired: 'Select a job type',
  jobTypeSingle: 'Choose one job type',
  workFormatRequired: 'Select a work format',
  minimumAgeRequired: 'Select minimum age',
  jobZipInvalid: 'Enter a valid ZIP',
  jobDescriptionRequired: 'Job description is required',
  dateInvalid: 'Enter a valid date',
  compensationAmountInvalid: 'Enter a valid amount',
  applyTermsRequired: 'You must accept the terms and conditions to proceed.',
  jobIdInvalid: 'Invalid job ID.',
  availabilityInvalid: 'Select your availability',
  yesOrNo: 'Use true or false',
} as const;

export const tooLong = (max: number): string => `At most ${max} characters`;
