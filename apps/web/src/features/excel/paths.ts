/** The Excel bulk top-up's screens (under the prepaid routes; `base` is '' or '/webapp'). */
export const excelPaths = {
  page: (base = '') => `${base}/prabayar/topupByExcel`,
  history: (base = '') => `${base}/prabayar/topupByExcel/riwayat`,
  detail: (id: number, base = '') => `${base}/prabayar/topupByExcel/riwayat/${id}`,
};
