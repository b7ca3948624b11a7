import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/mock-fetch';
import { renderApp } from '../testing/render-app';

describe('routes', () => {
  it('replaces any unknown path with the landing page', async () => {
    mockFetch(() => jsonResponse([]));
    const { currentUrl, seen } = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Find your first shift/ }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(seen.navigationType).toBe('REPLACE');
  });
});
