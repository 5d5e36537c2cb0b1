import { defineMessages } from './define.js';

/** Error answers of the agent center (spec §2 /agent-center, calls §7.2). */
export const agentCenterMessages = defineMessages({
  agent_center_agents_only: {
    status: 403,
    en: 'The agent center is for agents and master agents',
    id: 'Pusat agen hanya untuk agen dan agen master.',
    zh: '代理中心仅供代理和主代理使用。',
  },
  agent_center_range_order: {
    status: 422,
    en: 'The start date must not be after the end date',
    id: 'Tanggal awal tidak boleh setelah tanggal akhir.',
    zh: '开始日期不能晚于结束日期。',
  },
  agent_center_range_too_long: {
    status: 422,
    en: 'The date range may be at most {{days}} days',
    id: 'Rentang tanggal paling lama {{days}} hari.',
    zh: '日期范围最多 {{days}} 天。',
  },
});

export const agentCenterNotices = defineMessages({});
