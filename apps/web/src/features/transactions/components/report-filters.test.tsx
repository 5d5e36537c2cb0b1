import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jakartaToday } from '../../../lib/date';
import { renderWithApp } from '../../../test/render';
import { lastDays } from '../report-range';
import { ReportFilters } from './report-filters';

const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  cleanup();
  delete w.Android;
});

/** Clicks the export link and tells whether the page stopped the browser's own download. */
function clickExport() {
  const link = screen.getByRole('link', { name: 'Ekspor Excel' });
  let prevented: boolean | undefined;
  // Last in the bubble path, after React's handler: record, then stop jsdom's (unimplemented) navigation.
  const record = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  fireEvent.click(link);
  return { link, prevented };
}

describe('Excel export download', () => {
  test("the Android shell's downloader gets the absolute export URL (a WebView ignores `download`)", async () => {
    const shell = { downloadFile: vi.fn() };
    w.Android = shell;
    await renderWithApp(
      <ReportFilters filters={{ kind: 'prepaid', page: 1, status: 'success' }} onChange={() => {}} />,
    );
    const { prevented } = clickExport();
    expect(prevented).toBe(true);
    expect(shell.downloadFile).toHaveBeenCalledTimes(1);
    const url = new URL(shell.downloadFile.mock.calls[0]?.[0] as string);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toMatch(/transaction\/export\.xlsx$/);
    expect(url.searchParams.get('status')).toBe('success');
  });

  test('a browser (or a shell without the hook) follows the download link itself', async () => {
    w.Android = { logout: vi.fn() };
    await renderWithApp(<ReportFilters filters={{ kind: 'prepaid', page: 1 }} onChange={() => {}} />);
    const { link, prevented } = clickExport();
    expect(prevented).toBe(false);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('href')).toMatch(/transaction\/export\.xlsx/);
  });
});

describe('search, quick ranges and the refunded filter', () => {
  const base = { kind: 'prepaid' as const, page: 1, from: '2026-11-16', to: '2026-11-22' };

  test('typing searches once the text rests (debounced), trimmed, back to page 1', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const onChange = vi.fn();
      await renderWithApp(<ReportFilters filters={base} onChange={onChange} />);
      const box = screen.getByRole('searchbox', { name: 'Cari transaksi' });
      fireEvent.change(box, { target: { value: '0812' } });
      fireEvent.change(box, { target: { value: '08123 ' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(onChange).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith({ search: '08123', page: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  test('Enter searches at once; the clear button empties the search', async () => {
    const onChange = vi.fn();
    await renderWithApp(<ReportFilters filters={{ ...base, search: 'TRX' }} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Cari transaksi' });
    expect(box).toHaveProperty('value', 'TRX');
    fireEvent.change(box, { target: { value: 'Telkomsel' } });
    fireEvent.submit(box.closest('form')!);
    expect(onChange).toHaveBeenLastCalledWith({ search: 'Telkomsel', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(onChange).toHaveBeenLastCalledWith({ search: undefined, page: 1 });
    expect(box).toHaveProperty('value', '');
  });

  test('quick ranges set the last 1, 7 or 30 Jakarta days and show which one is on', async () => {
    const onChange = vi.fn();
    const week = lastDays(7);
    await renderWithApp(<ReportFilters filters={{ ...base, ...week }} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '7 hari terakhir' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hari ini' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '30 hari terakhir' }));
    const month = lastDays(30);
    expect(onChange).toHaveBeenCalledWith({ from: month.from, to: month.to, page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Hari ini' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: jakartaToday(), to: jakartaToday(), page: 1 });
  });

  test('"Dikembalikan" filters refunds; checked-only bills are no status to pick', async () => {
    const onChange = vi.fn();
    await renderWithApp(<ReportFilters filters={base} onChange={onChange} />);
    const status = screen.getByRole('combobox', { name: 'Status' });
    const options = [...status.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toContain('Dikembalikan');
    expect(options).not.toContain('Belum dibayar');
    fireEvent.change(status, { target: { value: 'refunded' } });
    expect(onChange).toHaveBeenCalledWith({ status: 'refunded', page: 1 });
  });

  test("the export link carries the search and the page's language", async () => {
    await renderWithApp(
      <ReportFilters filters={{ ...base, search: 'pln', status: 'refunded' }} onChange={() => {}} />,
      {
        lang: 'en',
      },
    );
    const href = screen.getByRole('link', { name: 'Export Excel' }).getAttribute('href')!;
    const url = new URL(href, window.location.origin);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      search: 'pln',
      status: 'refunded',
      from: '2026-11-16',
      to: '2026-11-22',
      lang: 'en',
    });
  });
});
