import { tabStorage } from '../../../lib/form-drafts';

/** The token of a reset link: `/reset-password#token=…` (a fragment never reaches a server). */
function readResetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/** Where this tab keeps the token of the reset link it opened. */
const KEPT_TOKEN = 'reset-password.token';

/**
 * The token of the reset link this tab opened: the one in `hash`, then kept in the tab, since the
 * page takes it out of the address bar and a reload would otherwise call a good link invalid; or,
 * without one in `hash`, the one kept. Null when there is neither.
 */
export function takeResetToken(hash: string): string | null {
  const store = tabStorage();
  const fromLink = readResetToken(hash);
  try {
    if (fromLink) store?.setItem(KEPT_TOKEN, fromLink);
    return fromLink ?? store?.getItem(KEPT_TOKEN) ?? null;
  } catch {
    // Refused storage keeps nothing: a reload then asks for the link again, as before.
    return fromLink;
  }
}

/** Forgets the kept token, once it has been used or found invalid. */
export function forgetResetToken(): void {
  try {
    tabStorage()?.removeItem(KEPT_TOKEN);
  } catch {
    // Nothing was kept where nothing can be.
  }
}
