/** The token of a reset link: `/reset-password#token=…` (a fragment never reaches a server). */
export function readResetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}
