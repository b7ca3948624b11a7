import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { MuiScope } from '../../theme/mui-scope';
import { useToast, type ShowToast } from './toast-context';
import { ToastProvider } from './toast-provider';

// The app's way to show a toast, as a page holds it.
const toasts: { show: ShowToast } = { show: () => undefined };

function Grab() {
  const show = useToast();
  useEffect(() => {
    toasts.show = show;
  }, [show]);
  return null;
}

function renderToasts() {
  render(
    <MuiScope>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </MuiScope>,
  );
}

describe('the toasts', () => {
  it('shows a toast and hides it when closed', { timeout: 20_000 }, async () => {
    renderToasts();
    act(() => toasts.show('Draft saved', 'success'));
    expect(await screen.findByText('Draft saved')).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(screen.queryByText('Draft saved')).not.toBeInTheDocument());
  });

  // A save right after a page change: the page's toast times out just as the save's arrives.
  it(
    'keeps a new toast when the one before it closes at that moment',
    { timeout: 20_000 },
    async () => {
      renderToasts();
      act(() => toasts.show('Draft saved', 'success'));
      const closeFirst = await screen.findByRole('button', { name: 'Close' });
      act(() => {
        toasts.show('Job posted successfully', 'success');
        closeFirst.click();
      });
      expect(await screen.findByText('Job posted successfully')).toBeVisible();
      expect(screen.queryByText('Draft saved')).not.toBeInTheDocument();
    },
  );
});
