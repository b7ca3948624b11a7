import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetDrafts } from '../lib/form-drafts';
import { clearSession } from '../lib/session';

afterEach(() => {
  cleanup();
  clearSession();
  forgetDrafts();
});

// jsdom does not lay pages out, so it has no scrolling to offer. (The server renderer's tests
// run without a DOM at all.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => undefined;

// Lazy pages and queries settle in a few milliseconds, but a busy two-core CI machine running
// every suite at once (the API's on two databases beside these) has taken more than 3 seconds
// to show a loaded form; a wait only lasts this long when what it waits for never comes.
configure({ asyncUtilTimeout: 10_000 });
