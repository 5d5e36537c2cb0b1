/** The /pos pages (the spec's single route name `pos` with its children). */
export const posPaths = {
  home: '/pos',
  send: (type: 'nipos' | 'ipos') => `/pos/kirim?type=${type}`,
  history: '/pos/riwayat',
  tracking: '/pos/lacak',
  cn23: '/pos/cn23',
  manifest: '/pos/manifest',
  spk: '/pos/spk',
  reports: '/pos/laporan',
};
