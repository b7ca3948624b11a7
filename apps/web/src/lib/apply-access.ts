/** SPEC §2 and §6: what a business user is told when it tries to apply. */
export const BUSINESS_CANNOT_APPLY = 'You are not allowed to apply to this job as a business user';
