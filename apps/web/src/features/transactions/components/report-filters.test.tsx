import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
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
