/**
 * One entry of the message catalogue: the texts of a stable key in the three languages of the
 * product, with `{{name}}` placeholders for its params (i18next's syntax, so the web renders them
 * as they are). An error key also carries the HTTP status the server answers it with.
 *
 * The spec's literal texts are the values: its English messages (calls §8.3) are `en`, its
 * Indonesian ones `id`.
 */
export interface MessageEntry {
  /** HTTP status of an error answer with this code; absent for texts that are never errors. */
  readonly status?: number;
  readonly id: string;
  readonly en: string;
  readonly zh: string;
}

export type Locale = 'id' | 'en' | 'zh';

/** Values a message interpolates; numbers are formatted by the renderer (or i18next) as given. */
export type MessageParams = Record<string, string | number>;

/** Typed identity: keeps the literal keys of an area's entries. */
export const defineMessages = <const T extends Record<string, MessageEntry>>(entries: T): T => entries;
