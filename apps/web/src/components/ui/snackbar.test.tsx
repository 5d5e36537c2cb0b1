import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/render';
import {
  SNACKBAR_MIN_VISIBLE,
  SNACKBAR_TIMEOUT,
  type SnackbarOptions,
  SnackbarProvider,
  useSnackbar,
} from './snackbar';

function Show({ items }: { items: SnackbarOptions[] }) {
  const snackbar = useSnackbar();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once
  useEffect(() => {
    for (const i of items) snackbar.show(i);
  }, []);
  return null;
}

function Grab({ onApi }: { onApi: (api: ReturnType<typeof useSnackbar>) => void }) {
  onApi(useSnackbar());
  return null;
}

beforeAll(() => setupI18n('id'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('snackbar', () => {
  test('closes itself after the default 6000 ms', () => {
    expect(SNACKBAR_TIMEOUT).toBe(6000);
    render(
      <SnackbarProvider>
        <Show items={[{ message: 'Tersimpan', color: 'success' }]} />
      </SnackbarProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Tersimpan');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByText('Tersimpan')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Tersimpan')).toBeNull();
  });

  test('queues: one at a time, the next after the first times out; errors are alerts', () => {
    render(
      <SnackbarProvider>
        <Show
          items={[
            { message: 'first', timeout: 1000 },
            { message: 'second', color: 'error' },
          ]}
        />
      </SnackbarProvider>,
    );
    expect(screen.queryByText('first')).not.toBeNull();
    expect(screen.queryByText('second')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('second');
  });

  test('a newer message shortens the current one to the minimum visible time', () => {
    render(
      <SnackbarProvider>
        <Show items={[{ message: 'saved' }, { message: 'changed', color: 'success' }]} />
      </SnackbarProvider>,
    );
    act(() => vi.advanceTimersByTime(SNACKBAR_MIN_VISIBLE - 1));
    expect(screen.queryByText('saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('saved')).toBeNull();
    expect(screen.queryByText('changed')).not.toBeNull();
    act(() => vi.advanceTimersByTime(SNACKBAR_TIMEOUT));
    expect(screen.queryByText('changed')).toBeNull();
  });

  test('a timeout of 0 stays until closed', () => {
    render(
      <SnackbarProvider>
        <Show items={[{ message: 'sticky', timeout: 0, color: 'black' }]} />
      </SnackbarProvider>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('sticky')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByText('sticky')).toBeNull();
  });

  test('clear removes the snackbars of the given colours, shown or waiting', () => {
    let api: ReturnType<typeof useSnackbar> | null = null;
    render(
      <SnackbarProvider>
        <Grab onApi={(a) => (api = a)} />
        <Show
          items={[
            { message: 'gagal 1', color: 'error', timeout: 0 },
            { message: 'tersimpan', color: 'success', timeout: 0 },
            { message: 'gagal 2', color: 'warning', timeout: 0 },
          ]}
        />
      </SnackbarProvider>,
    );
    expect(screen.getByText('gagal 1')).toBeTruthy();
    act(() => api?.clear(['error', 'warning']));
    expect(screen.queryByText('gagal 1')).toBeNull();
    expect(screen.getByText('tersimpan')).toBeTruthy();
    act(() => api?.clear());
    expect(screen.queryByText('tersimpan')).toBeNull();
  });
});
