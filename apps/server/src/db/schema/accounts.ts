import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_accounts.sql (the SQL is the source of truth for constraints).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  hp: text('hp').notNull(),
  passwordHash: text('password_hash').notNull(),
  category: smallint('category').notNull().default(1),
  status: text('status').$type<'active' | 'non_active'>().notNull().default('active'),
  isAdmin: boolean('is_admin').notNull().default(false),
  isSales: boolean('is_sales').notNull().default(false),
  developerMode: boolean('developer_mode').notNull().default(false),
  permissions: text('permissions').array().notNull().default(sql`'{}'`),
  referalCode: text('referal_code').notNull(),
  referredBy: bigint('referred_by', { mode: 'number' }),
  emailVerifiedAt: ts('email_verified_at'),
  phoneVerifiedAt: ts('phone_verified_at'),
  emailNotification: boolean('email_notification').notNull().default(true),
  avatar: text('avatar'),
  fontSize: text('font_size').notNull().default('default'),
  fontFamily: text('font_family').notNull().default('default'),
  locale: text('locale'),
  userPermissionSetting: jsonb('user_permission_setting').$type<Record<string, unknown>>().notNull(),
  isAgenMlo: boolean('is_agen_mlo').notNull().default(false),
  courierFlags: jsonb('courier_flags').$type<Record<string, boolean>>().notNull(),
  pinHash: text('pin_hash'),
  pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
  pinLockedUntil: ts('pin_locked_until'),
  deletedAt: ts('deleted_at'),
  closedAt: ts('closed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const devices = pgTable('devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  keyHash: text('key_hash').notNull(),
  name: text('name').notNull(),
  userAgent: text('user_agent'),
  ip: text('ip'),
  status: text('status').$type<'trusted' | 'pending' | 'rejected' | 'revoked'>().notNull(),
  firstLogin: boolean('first_login').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  deviceId: uuid('device_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  endedAt: ts('ended_at'),
  endReason: text('end_reason'),
});

export const otps = pgTable('otps', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  purpose: text('purpose').$type<'device' | 'pin_reset' | 'phone_verify' | 'contact_change'>().notNull(),
  subject: text('subject').notNull().default(''),
  channel: text('channel').$type<'email' | 'whatsapp'>().notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const actionTokens = pgTable('action_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  purpose: text('purpose').$type<'password_reset' | 'email_verify'>().notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** An e-mail or phone change: pending until the code sent to the new address, then undoable 7 days (0015). */
export const contactChanges = pgTable('contact_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  field: text('field').$type<'email' | 'hp'>().notNull(),
  oldValue: text('old_value').notNull(),
  newValue: text('new_value').notNull(),
  oldVerifiedAt: ts('old_verified_at'),
  status: text('status').$type<'pending' | 'canceled' | 'applied' | 'undone'>().notNull().default('pending'),
  expiresAt: ts('expires_at').notNull(),
  appliedAt: ts('applied_at'),
  undoTokenHash: text('undo_token_hash'),
  undoExpiresAt: ts('undo_expires_at'),
  undoneAt: ts('undone_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const outboundMessages = pgTable('outbound_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').$type<'email' | 'whatsapp'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  status: text('status')
    .$type<'pending' | 'sending' | 'sent' | 'failed' | 'captured'>()
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  claimedAt: ts('claimed_at'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  // migration 0021: an HTML alternative, inline attachments (the eSIM QR code) and a once-only key
  html: text('html'),
  attachments: jsonb('attachments').$type<MessageAttachment[]>(),
  dedupeKey: text('dedupe_key'),
});

/** An e-mail attachment as the outbox keeps it; `cid` makes it inline (referenced as cid:… in the HTML). */
export interface MessageAttachment {
  filename: string;
  cid?: string;
  content_type: string;
  content_base64: string;
}

export const contacts = pgTable('contacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  number: text('number').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull().default('pulsa'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
