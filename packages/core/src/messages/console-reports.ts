import { defineMessages } from './define.js';

/** Error answers of the console's Reports (issue 18). */
export const consoleReportMessages = defineMessages({
  console_report_range_order: {
    status: 422,
    en: 'The start date must not be after the end date',
    id: 'Tanggal awal tidak boleh setelah tanggal akhir.',
    zh: '开始日期不能晚于结束日期。',
  },
  console_report_range_too_long: {
    status: 422,
    en: 'The date range may be at most {{days}} days',
    id: 'Rentang tanggal paling lama {{days}} hari.',
    zh: '日期范围最多 {{days}} 天。',
  },
});
