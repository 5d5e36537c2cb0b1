import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0022_referral.sql (the SQL is the source of truth for constraints and indexes).
export const referralClicks = pgTable('referral_clicks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
  visitor: text('visitor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
