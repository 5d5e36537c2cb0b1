import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0006_app_shell.sql (the SQL is the source of truth for constraints, the push
// trigger and the seeded rows).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

export const news = pgTable('news', {
  // Drawn from notifications_id_seq: one id space for personal notifications and news.
  id: id('id').primaryKey().default(sql`nextval('notifications_id_seq')`),
  title: text('title').notNull(),
  body: text('body'),
  status: smallint('status').notNull().default(0),
  /** Who reads it: NULL everybody, else one category (1 member, 2 agent, 3 master; migration 0038). */
  category: smallint('category'),
  publishedAt: ts('published_at').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const newsReads = pgTable(
  'news_reads',
  {
    userId: id('user_id').notNull(),
    newsId: id('news_id').notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
    /** Deleted by this user (migration 0016): the news item is hidden for them only. */
    hiddenAt: ts('hidden_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] })],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  deviceId: uuid('device_id'),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  lastSuccessAt: ts('last_success_at'),
});

export const pushOutbox = pgTable('push_outbox', {
  notificationId: id('notification_id').primaryKey(),
  userId: id('user_id').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type CornerRoundness = 'sharp' | 'normal' | 'soft';

export const displayPreferences = pgTable('display_preferences', {
  userId: id('user_id').primaryKey(),
  cornerRoundness: text('corner_roundness').$type<CornerRoundness>().notNull().default('normal'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  carousel: text('carousel').notNull(),
  position: integer('position').notNull().default(0),
  source: text('source').$type<'upload' | 'external'>().notNull(),
  image: text('image'),
  externalUrl: text('external_url'),
  caption: text('caption'),
  destination: text('destination').$type<'uri' | 'url' | 'page'>(),
  uri: text('uri'),
  url: text('url'),
  page: text('page'),
  target: text('target').$type<'_self' | '_blank'>().notNull().default('_self'),
  active: boolean('active').notNull().default(true),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const blogPosts = pgTable('blog_posts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  body: text('body').notNull(),
  cover: text('cover'),
  author: text('author').notNull(),
  publishedAt: ts('published_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  outboundMessageId: id('outbound_message_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Nonces of solved contact-form captchas (proof of work), kept until the challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  nonce: text('nonce').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** migrations/0044_help_texts.sql: the site's own text of a help section in one language. */
export const helpTexts = pgTable(
  'help_texts',
  {
    section: text('section').notNull(),
    locale: text('locale').notNull(),
    body: text('body').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.section, t.locale] })],
);
