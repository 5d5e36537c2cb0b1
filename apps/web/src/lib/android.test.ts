import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../test/render';
import {
  CAMERA_DENIED_HELP_KEY,
  canPickContact,
  canScanBarcode,
  downloadFile,
  openUrl,
  pickContact,
  printReceipt,
  scanBarcode,
  shellLogout,
} from './android';
import { i18n } from './i18n';

const w = window as unknown as Record<string, unknown>;

beforeAll(() => setupI18n('id'));
afterEach(() => {
  delete w.Android;
  delete w.BarcodeDetector;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('android bridge', () => {
  test('uses the shell when present: open url, print, logout, download', () => {
    const shell = { openUrl: vi.fn(), printReceipt: vi.fn(), logout: vi.fn(), downloadFile: vi.fn() };
    w.Android = shell;
    expect(openUrl('https://example.com', 'Konter')).toEqual({ ok: true });
    printReceipt('receipt');
    expect(shellLogout()).toBe(true);
    downloadFile('/api/v1/report.xlsx');
    expect(shell.openUrl).toHaveBeenCalledWith('https://example.com');
    expect(shell.printReceipt).toHaveBeenCalledWith('receipt');
    expect(shell.logout).toHaveBeenCalled();
    expect(shell.downloadFile).toHaveBeenCalledWith('/api/v1/report.xlsx');
  });

  test('an old shell without openUrl asks to update the app for https links', () => {
    w.Android = { logout: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(openUrl('https://example.com', 'Konter')).toEqual({
      ok: false,
      message: 'Silahkan perbaharui aplikasi Konter anda.',
    });
    expect(open).not.toHaveBeenCalled();
  });

  test('a browser opens links normally, prints with the dialog, downloads with a link', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(openUrl('https://example.com', 'Konter')).toEqual({ ok: true });
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener,noreferrer');
    printReceipt('receipt');
    expect(print).toHaveBeenCalled();
    downloadFile('/api/v1/report.xlsx', 'report.xlsx');
    expect(click).toHaveBeenCalled();
    expect(shellLogout()).toBe(false);
  });

  test('pick contact: the shell answers through its callback; browsers use the Contact Picker API', async () => {
    w.Android = {
      pickContact: () =>
        setTimeout(() => (w.onAndroidContactPicked as (v: string) => void)('{"name":"Ani","phone":"0812"}')),
    };
    await expect(pickContact()).resolves.toEqual({ name: 'Ani', phone: '0812' });
    delete w.Android;
    vi.stubGlobal('navigator', {
      ...navigator,
      contacts: { select: async () => [{ name: ['Budi'], tel: ['0813'] }] },
    });
    await expect(pickContact()).resolves.toEqual({ name: 'Budi', phone: '0813' });
  });

  test('scan: unsupported without BarcodeDetector, camera-denied when the camera is refused', async () => {
    const video = document.createElement('video');
    await expect(scanBarcode(video)).resolves.toEqual({ ok: false, reason: 'unsupported' });
    w.BarcodeDetector = class {
      detect = async () => [];
    };
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(denied) },
    });
    await expect(scanBarcode(video)).resolves.toEqual({ ok: false, reason: 'camera-denied' });
  });

  test('scan: the shell hands the code back through its callback', async () => {
    w.Android = {
      scanBarcode: () => setTimeout(() => (w.onAndroidBarcodeScanned as (v: string) => void)('VCR-123')),
    };
    await expect(scanBarcode()).resolves.toEqual({ ok: true, code: 'VCR-123' });
  });

  test('the update-app message and the camera help are translated', async () => {
    w.Android = {};
    expect(openUrl('https://example.com', 'Konter')).toEqual({
      ok: false,
      message: 'Silahkan perbaharui aplikasi Konter anda.',
    });
    expect(i18n.t(CAMERA_DENIED_HELP_KEY)).toBe('Akses kamera ditolak (aktifkan di pengaturan browser)');
    await i18n.changeLanguage('en');
    try {
      expect(openUrl('https://example.com', 'Konter')).toEqual({
        ok: false,
        message: 'Please update your Konter app.',
      });
      expect(i18n.t(CAMERA_DENIED_HELP_KEY)).toBe('Camera access denied (enable in browser settings)');
    } finally {
      await i18n.changeLanguage('id');
    }
  });

  test('what is offered: the shell, else the web API, else nothing', () => {
    expect(canPickContact()).toBe(false);
    expect(canScanBarcode()).toBe(false);
    w.Android = { pickContact: vi.fn(), scanBarcode: vi.fn() };
    expect(canPickContact()).toBe(true);
    expect(canScanBarcode()).toBe(true);
    delete w.Android;
    w.BarcodeDetector = class {};
    vi.stubGlobal('navigator', {
      ...navigator,
      contacts: { select: async () => [] },
      mediaDevices: { getUserMedia: async () => ({}) },
    });
    expect(canPickContact()).toBe(true);
    expect(canScanBarcode()).toBe(true);
  });
});
