// What the registration screen hands to the sign-in screen it sends the new applicant to:
// router state rather than the address, so the email stays out of history and server logs.

type RegisteredState = { registeredEmail: string };

export function registeredState(email: string): RegisteredState {
  return { registeredEmail: email };
}

/** The email of the account just created, when the sign-in screen was opened for it. */
export function registeredEmailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as Record<string, unknown>).registeredEmail;
  return typeof email === 'string' && email ? email : null;
}
