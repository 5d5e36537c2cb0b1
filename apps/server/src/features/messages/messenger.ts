import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client.js';
import type { MessageAttachment } from '../../db/schema/index.js';
import type { Transports } from '../../providers/messages.js';
import {
  type Channel,
  claimPending,
  insertMessage,
  insertMessageOnce,
  markMessage,
  type OutboundMessage,
} from './messages.repository.js';

export type { Transports };

/**
 * Outbound e-mail and WhatsApp through a transactional outbox: `enqueue` writes the message in the
 * caller's transaction; delivery happens after commit (`deliver`, immediately for OTPs, and by the
 * outbox job for the rest). With no transport for a channel (the embedded default) the message is
 * kept as 'captured' and shown on /dev/outbox.
 */
export class Messenger {
  private readonly log: Logger;
  constructor(
    private readonly database: Database,
    private readonly transports: Transports,
    logger: Logger,
  ) {
    this.log = logger.child({ feature: 'messages' });
  }

  hasTransport(channel: Channel): boolean {
    return Boolean(this.transports[channel]);
  }

  enqueue(
    db: Db,
    msg: {
      channel: Channel;
      recipient: string;
      subject?: string;
      body: string;
      html?: string;
      attachments?: MessageAttachment[];
    },
  ) {
    return insertMessage(db, { ...msg, status: this.hasTransport(msg.channel) ? 'pending' : 'captured' });
  }

  /**
   * Like `enqueue`, once per `dedupeKey` (unique in the outbox): a second call with the same key —
   * a repeated settlement, the safety-net sweep after a crash — writes nothing and answers undefined.
   */
  enqueueOnce(db: Db, msg: Parameters<Messenger['enqueue']>[1] & { dedupeKey: string }) {
    return insertMessageOnce(db, { ...msg, status: this.hasTransport(msg.channel) ? 'pending' : 'captured' });
  }

  /** Delivers the given (or up to 20 pending) messages now; returns how many failed. */
  async deliver(ids?: number[]): Promise<number> {
    const db = this.database.db;
    const claimed = await db.transaction((tx) => claimPending(tx, ids ? ids.length : 20, ids));
    let failed = 0;
    for (const msg of claimed) {
      try {
        await this.send(msg);
        await markMessage(db, msg.id, { ok: true });
      } catch (err) {
        failed++;
        this.log.warn(
          { err, messageId: msg.id, channel: msg.channel, attempt: msg.attempts },
          'message delivery failed',
        );
        await markMessage(db, msg.id, { ok: false, error: (err as Error).message, final: msg.attempts >= 5 });
      }
    }
    return failed;
  }

  private async send(msg: OutboundMessage) {
    if (msg.channel === 'email') {
      await this.transports.email!.send({
        to: msg.recipient,
        subject: msg.subject ?? '',
        text: msg.body,
        ...(msg.html && { html: msg.html }),
        ...(msg.attachments?.length && {
          attachments: msg.attachments.map((a) => ({
            filename: a.filename,
            ...(a.cid && { cid: a.cid }),
            contentType: a.content_type,
            content: Buffer.from(a.content_base64, 'base64'),
          })),
        }),
      });
    } else {
      await this.transports.whatsapp!.send({ to: msg.recipient, text: msg.body });
    }
  }
}
