import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

export interface SentWhatsApp {
  to: string;
  text: string;
  id: string;
}

/**
 * A loopback stand-in for the WhatsApp Cloud API's send-message endpoint
 * (POST /{version}/{phone-number-id}/messages, bearer token), answering as Meta does, including its
 * error shape. `failNext(n)` makes the next n calls fail with a 500, as an outage would.
 */
export class WhatsAppSimulator {
  readonly sent: SentWhatsApp[] = [];
  private failures = 0;
  private app: FastifyInstance | undefined;
  baseUrl = '';

  constructor(
    readonly token: string,
    readonly phoneNumberId: string,
  ) {}

  failNext(n: number) {
    this.failures = n;
  }

  async start(): Promise<this> {
    const app = Fastify({ forceCloseConnections: true });
    app.post<{ Params: { version: string; phoneId: string }; Body: Record<string, unknown> }>(
      '/:version/:phoneId/messages',
      async (req, reply) => {
        if (req.headers.authorization !== `Bearer ${this.token}`) {
          return reply
            .code(401)
            .send({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        }
        if (req.params.phoneId !== this.phoneNumberId) {
          return reply.code(400).send({
            error: { message: 'Unsupported post request.', type: 'GraphMethodException', code: 100 },
          });
        }
        if (this.failures > 0) {
          this.failures--;
          return reply
            .code(500)
            .send({ error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2 } });
        }
        const body = req.body as {
          messaging_product?: string;
          to?: string;
          type?: string;
          text?: { body?: string };
        };
        if (
          body.messaging_product !== 'whatsapp' ||
          !/^\d{10,15}$/.test(body.to ?? '') ||
          body.type !== 'text' ||
          !body.text?.body
        ) {
          return reply
            .code(400)
            .send({ error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } });
        }
        const id = `wamid.${randomUUID()}`;
        this.sent.push({ to: body.to!, text: body.text.body, id });
        return {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id }],
        };
      },
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    this.app = app;
    this.baseUrl = `${address}/v21.0`;
    return this;
  }

  async stop() {
    await this.app?.close();
  }
}
