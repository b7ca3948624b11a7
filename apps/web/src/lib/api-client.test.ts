import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/mock-fetch';
import { ApiError, apiRequest, apiResponse } from './api-client';
import { saveSession } from './session';

describe('apiRequest', () => {
  it('sends no Authorization header when signed out', async () => {
    const { calls } = mockFetch(() => jsonResponse([]));
    await apiRequest('/jobs/');
    expect(calls[0]?.url.pathname).toBe('/api/jobs/');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer header, capitalising the default token type', async () => {
    saveSession({ token: 'tok-123', role: 'applicant' });
    const { calls } = mockFetch(() => jsonResponse({ ok: true }));
    await apiRequest('/applicant/dashboard');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends JSON bodies and leaves empty query values out', async () => {
    const { calls } = mockFetch(() => jsonResponse({ id: 1 }, { status: 201 }));
    await apiRequest('/jobs/', {
      method: 'POST',
      body: { title: 'Cashier' },
      query: { skip: 0, search: '', city: undefined, hsWelcome: true },
    });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ title: 'Cashier' });
    expect(calls[0]?.url.search).toBe('?skip=0&hsWelcome=true');
  });

  it('returns the response headers when asked', async () => {
    mockFetch(() => jsonResponse([], { headers: { 'X-Total-Count': '42' } }));
    const { headers, data } = await apiResponse<unknown[]>('/jobs/');
    expect(data).toEqual([]);
    expect(headers.get('X-Total-Count')).toBe('42');
  });

  it('throws ApiError with the status, message and field of the error body', async () => {
    mockFetch(() =>
      jsonResponse({ message: 'Email already registered', field: 'email' }, { status: 409 }),
    );
    const error = await apiRequest('/auth/register/applicant', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Email already registered',
      field: 'email',
    });
  });

  it('reads "detail" when the body has no message, else uses the caller’s fallback', async () => {
    mockFetch(() => jsonResponse({ detail: 'Not the owner' }, { status: 403 }));
    await expect(apiRequest('/jobs/3', { method: 'DELETE' })).rejects.toMatchObject({
      status: 403,
      message: 'Not the owner',
    });

    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(
      apiRequest('/jobs/', { fallbackMessage: 'Failed to load jobs' }),
    ).rejects.toMatchObject({ status: 502, message: 'Failed to load jobs' });
  });

  it('turns a network failure into status 0 with the network error text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/jobs/')).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please try again.',
    });
  });
});
