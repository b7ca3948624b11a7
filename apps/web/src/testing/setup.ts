import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../lib/session';

afterEach(() => {
  cleanup();
  clearSession();
});

// jsdom does not lay pages out, so it has no scrolling to offer.
Element.prototype.scrollIntoView = () => undefined;
