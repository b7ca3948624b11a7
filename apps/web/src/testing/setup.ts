import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../lib/session';

afterEach(() => {
  cleanup();
  clearSession();
});

// jsdom does not lay pages out, so it has no scrolling to offer.
Element.prototype.scrollIntoView = () => undefined;

// Lazy pages and queries settle in a few milliseconds, but a busy two-core CI machine running
// every suite at once can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 3000 });
