import { expect, test } from 'vitest';
import { i18n, initI18n, loadNamespaces } from './index';

// main.tsx creates the router (whose lazy routes ask for their namespaces) before initI18n runs.
test('namespaces asked for before the init are loaded once it is done', async () => {
  expect(i18n.isInitialized).toBeFalsy();
  const early = loadNamespaces(['purchase', 'catalog']);
  await initI18n('id');
  await early;
  expect(i18n.hasLoadedNamespace('purchase')).toBe(true);
  expect(i18n.hasLoadedNamespace('catalog')).toBe(true);
  expect(i18n.t('purchase:status.success')).toBe('Transaksi berhasil');
});
