import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/mock-fetch';
import { draftKey, readDraft, removeDraft, writeDraft } from './form-drafts';
import { logout } from './logout';
import { clearSession, saveSession } from './session';

describe('form drafts', () => {
  it("keeps each user's draft of each form apart, in this tab", () => {
    const mine = draftKey('9', 'apply.42');
    const theirs = draftKey('10', 'apply.42');
    writeDraft(mine, { values: { cover_letter: 'I love dogs.' }, notes: { resume: 'me.pdf' } });

    expect(readDraft(mine)).toEqual({
      values: { cover_letter: 'I love dogs.' },
      notes: { resume: 'me.pdf' },
    });
    expect(readDraft(theirs)).toBeNull();
    expect(localStorage.length).toBe(0);
    removeDraft(mine);
    expect(readDraft(mine)).toBeNull();
  });

  it('reads what is not a draft as none', () => {
    const key = draftKey('9', 'job.new');
    for (const stored of ['{', 'null', '[]', '{"values":[1]}', '"text"']) {
      sessionStorage.setItem(key, stored);
      expect(readDraft(key)).toBeNull();
    }
    sessionStorage.setItem(key, '{"values":{"title":"Dog Walker"},"notes":{"resume":3}}');
    expect(readDraft(key)).toEqual({ values: { title: 'Dog Walker' }, notes: {} });
  });

  it('forgets every draft at sign-out, and only drafts; an expired session keeps them', async () => {
    saveSession({ token: 't', userId: 9, role: 'applicant' });
    writeDraft(draftKey('9', 'apply.42'), { values: { cover_letter: 'a' }, notes: {} });
    writeDraft(draftKey('9', 'job.new'), { values: { title: 'b' }, notes: {} });
    sessionStorage.setItem('scroll-positions', '{}');

    // A session the server refused is cleared (the login page does it), and its user's drafts
    // wait for their return.
    clearSession();
    expect(readDraft(draftKey('9', 'apply.42'))).not.toBeNull();

    saveSession({ token: 't', userId: 9, role: 'applicant' });
    mockFetch(() => jsonResponse({ message: 'Logged out' }));
    expect(await logout()).toBeNull();
    expect(readDraft(draftKey('9', 'apply.42'))).toBeNull();
    expect(readDraft(draftKey('9', 'job.new'))).toBeNull();
    expect(sessionStorage.getItem('scroll-positions')).toBe('{}');
    sessionStorage.clear();
  });
});
