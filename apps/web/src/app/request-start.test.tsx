import { useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, test } from 'vitest';
import { useSnackbar } from '../components/ui/snackbar';
import { ApiError } from '../lib/api-error';
import { useServerErrors } from '../lib/form';
import { mockFetch, setupI18n } from '../test/render';
import { AppProvider } from './provider';

// Spec §4: every request hides alerts, clears notifications and shows a loading indicator, unless
// loading is switched off for that request (lib/request-start.ts; the indicator: shell-parts.tsx).
afterEach(cleanup);

const fail422 = () =>
  Promise.reject(
    new ApiError({ status: 422, code: 'validation_failed', message: 'x', errors: { name: [] } }),
  );

function Screen() {
  const snackbar = useSnackbar();
  const form = useForm<{ name: string }>();
  const server = useServerErrors(form);
  const failing = useMutation({ mutationFn: fail422 });
  const action = useMutation({ mutationFn: async () => 'ok' });
  const background = useMutation({ mutationFn: async () => 'ok', meta: { loading: false } });
  const notify = () => {
    snackbar.show({ message: 'earlier failure', color: 'error', timeout: 0 });
    snackbar.show({ message: 'saved', color: 'success', timeout: 0 });
  };
  return (
    <>
      <button type="button" onClick={notify}>
        notify
      </button>
      {server.alert && <p data-testid="alert">{server.alert}</p>}
      <button type="button" onClick={() => failing.mutate(undefined, { onError: (e) => server.handle(e) })}>
        fail
      </button>
      <button type="button" onClick={() => action.mutate()}>
        act
      </button>
      <button type="button" onClick={() => background.mutate()}>
        background
      </button>
    </>
  );
}

async function setup() {
  await setupI18n('id');
  mockFetch(() => ({ body: { data: null } }));
  render(
    <AppProvider navigator={{ navigate: () => {}, pathname: () => '/' }}>
      <Screen />
    </AppProvider>,
  );
}

describe('per request (spec §4)', () => {
  test('an action hides the form alert and clears the error snackbars of earlier failures', async () => {
    await setup();
    fireEvent.click(screen.getByText('fail'));
    await screen.findByTestId('alert');
    fireEvent.click(screen.getByText('notify'));
    expect(screen.getByText('earlier failure')).toBeTruthy();
    // A background request (loading switched off) leaves both alone.
    await act(async () => fireEvent.click(screen.getByText('background')));
    expect(screen.getByTestId('alert')).toBeTruthy();
    expect(screen.getByText('earlier failure')).toBeTruthy();
    fireEvent.click(screen.getByText('act'));
    await waitFor(() => expect(screen.queryByTestId('alert')).toBeNull());
    expect(screen.queryByText('earlier failure')).toBeNull();
    // The success message waits its turn: notifications of failures are what a new request clears.
    expect(await screen.findByText('saved')).toBeTruthy();
  });
});
