/** The sign-up forms' terms checkbox text. */
export const TERMS_LABEL = 'I accept the Terms of Service and Privacy Policy';
