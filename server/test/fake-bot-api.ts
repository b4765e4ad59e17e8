import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Bot API call as the fake received it. */
export interface RecordedCall {
  method: string;
  token: string;
  params: Record<string, unknown>;
  at: number;
  /** The HTTP status the fake answered (0 while waiting, or for a dropped connection). */
  status: number;
}

/** A scripted answer for the next call(s) of a method. */
export type ScriptedFailure =
  | { code: 429; retryAfter: number }
  | { code: 403; description?: string }
  | { code: 400; description: string }
  | { code: 500 | 502 | 503; description?: string }
  | { drop: true };

export interface FakeBotApiOptions {
  /** Answer 429 like Telegram when more than this many sendMessage a second arrive (0 = never). */
  perSecond?: number;
  /** Answer 429 when one chat gets a second message within this many ms (0 = never). */
  perChatMs?: number;
  /** Wait this long before answering any call (a slow Bot API). */
  delayMs?: number;
}

/**
 * A Bot API server of our own (reached through TELEGRAM_API_ROOT): records every method call,
 * answers like Telegram, and can be told to answer 429, 403, 400 or 500, or to drop the
 * connection. Tests never reach Telegram.
 */
export class FakeBotApi {
  readonly calls: RecordedCall[] = [];
  private server: Server | null = null;
  private failures = new Map<string, ScriptedFailure[]>();
  private sentTimes: number[] = [];
  private lastPerChat = new Map<string, number>();
  private nextMessageId = 1;
  private waiters: Array<{ check: () => boolean; resolve: () => void }> = [];
  /** 429s answered by the rate limiter (not scripted ones), and by which rule. */
  rateLimited = 0;
  rateLimitedOverall = 0;
  rateLimitedPerChat = 0;
  /**
   * Telegram's record of Stars transactions (getStarTransactions lists it oldest first): tests add
   * charges with `charge()`, and refundStarPayment appends the refund of a charge it knows.
   */
  readonly starTransactions: Array<{
    id: string;
    amount: number;
    date: number;
    source?: { type: 'user'; user: { id: number; is_bot: false; first_name: string }; invoice_payload: string };
    receiver?: { type: 'user'; user: { id: number; is_bot: false; first_name: string } };
  }> = [];

  /** A charge as Telegram records it when a user pays an invoice. */
  charge(params: { id: string; userId: number; amount: number; payload: string }): void {
    this.starTransactions.push({
      id: params.id,
      amount: params.amount,
      date: Math.floor(Date.now() / 1000),
      source: { type: 'user', user: { id: params.userId, is_bot: false, first_name: 'Payer' }, invoice_payload: params.payload },
    });
  }

  /** A refund made in Telegram (by support, or one whose answer never reached the server). */
  refundInTelegram(chargeId: string): void {
    const charge = this.starTransactions.find((t) => t.id === chargeId && t.source);
    this.starTransactions.push({
      id: chargeId,
      amount: charge?.amount ?? 1,
      date: Math.floor(Date.now() / 1000),
      receiver: { type: 'user', user: { id: charge?.source?.user.id ?? 1, is_bot: false, first_name: 'Payer' } },
    });
  }

  /**
   * Files Telegram holds for getFile and the download URL (`/file/bot<token>/<file_path>`), by
   * file_id: a test puts a recording here before the webhook delivers the voice message.
   */
  readonly files = new Map<string, { uniqueId: string; bytes: Buffer }>();
  /** Downloads served (the file's bytes or a scripted failure), in order. */
  readonly downloads: Array<{ path: string; status: number }> = [];
  private downloadFailures: number[] = [];

  /** A file as Telegram would hold it after the learner sent it. */
  putFile(fileId: string, uniqueId: string, bytes: Buffer): void {
    this.files.set(fileId, { uniqueId, bytes });
  }

  /** The next `times` file downloads answer this HTTP status. */
  failDownloads(status: number, times = 1): void {
    for (let i = 0; i < times; i += 1) this.downloadFailures.push(status);
  }

  constructor(private options: FakeBotApiOptions = {}) {}

  get apiRoot(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The next `times` calls of `method` answer with this failure. */
  fail(method: string, failure: ScriptedFailure, times = 1): void {
    const queue = this.failures.get(method) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(failure);
    this.failures.set(method, queue);
  }

  configure(options: FakeBotApiOptions): void {
    this.options = { ...this.options, ...options };
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** Resolves when the recorded calls satisfy `check` (checked on every call; no sleeping). */
  until(check: (calls: RecordedCall[]) => boolean, timeoutMs = 10_000): Promise<void> {
    if (check(this.calls)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('fake Bot API: condition not met in time')), timeoutMs);
      this.waiters.push({
        check: () => check(this.calls),
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** The webhook as setWebhook left it (getWebhookInfo answers it; deleteWebhook clears it). */
  webhook: {
    url: string;
    secret_token?: string;
    allowed_updates?: string[];
    pending_update_count: number;
    last_error_message?: string;
  } = {
    url: '',
    pending_update_count: 0,
  };

  /** Calls received per method (cheap to read on every call, unlike filtering `calls`). */
  readonly counts = new Map<string, number>();

  private async handle(request: IncomingMessage, response: import('node:http').ServerResponse): Promise<void> {
    // The moment the request arrived, before its body is read: what Telegram's pace would see.
    const arrived = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const file = /^\/file\/bot([^/]+)\/voice\/(.+)$/.exec(request.url ?? '');
    if (file) return this.download(file[2]!, request.url!, response);
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    let recorded: RecordedCall | null = null;
    const send = (status: number, body: unknown) => {
      if (recorded) recorded.status = status;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!match) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token, method] = match as unknown as [string, string, string];
    const raw = Buffer.concat(chunks).toString('utf8');
    const params = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const call: RecordedCall = { method, token, params, at: arrived, status: 0 };
    this.counts.set(method, (this.counts.get(method) ?? 0) + 1);
    this.calls.push(call);
    recorded = call;
    this.waiters = this.waiters.filter((waiter) => (waiter.check() ? (waiter.resolve(), false) : true));
    if (this.options.delayMs) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));

    const scripted = this.failures.get(method)?.shift();
    if (scripted) {
      if ('drop' in scripted) return void request.socket.destroy();
      if (scripted.code === 429)
        return send(429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${scripted.retryAfter}`,
          parameters: { retry_after: scripted.retryAfter },
        });
      const description =
        scripted.description ?? (scripted.code === 403 ? 'Forbidden: bot was blocked by the user' : 'Internal Server Error');
      return send(scripted.code, { ok: false, error_code: scripted.code, description });
    }
    if (method === 'refundStarPayment') {
      const chargeId = String(params.telegram_payment_charge_id);
      const charge = this.starTransactions.find((t) => t.id === chargeId && t.source);
      if (charge) {
        if (this.starTransactions.some((t) => t.id === chargeId && t.receiver))
          return send(400, { ok: false, error_code: 400, description: 'Bad Request: CHARGE_ALREADY_REFUNDED' });
        this.refundInTelegram(chargeId);
      }
    }
    if (method === 'sendMessage') {
      const limited = this.rateLimit(String(params.chat_id), call.at);
      if (limited) {
        this.rateLimited += 1;
        return send(429, {
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 1',
          parameters: { retry_after: 1 },
        });
      }
    }
    return send(200, { ok: true, result: this.result(method, params) });
  }

  /** GET /file/bot<token>/voice/<file_id>: the file's bytes, or a scripted failure. */
  private download(fileId: string, path: string, response: import('node:http').ServerResponse): void {
    const failure = this.downloadFailures.shift();
    const held = this.files.get(decodeURIComponent(fileId));
    const status = failure ?? (held ? 200 : 404);
    this.downloads.push({ path, status });
    this.waiters = this.waiters.filter((waiter) => (waiter.check() ? (waiter.resolve(), false) : true));
    if (status !== 200 || !held) {
      response.writeHead(status, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ ok: false, error_code: status, description: 'Not Found' }));
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(held.bytes.length) });
    response.end(held.bytes);
  }

  private rateLimit(chat: string, now: number): boolean {
    const { perSecond = 0, perChatMs = 0 } = this.options;
    if (perSecond > 0) {
      this.sentTimes = this.sentTimes.filter((at) => at > now - 1000);
      if (this.sentTimes.length >= perSecond) {
        this.rateLimitedOverall += 1;
        return true;
      }
    }
    if (perChatMs > 0) {
      const last = this.lastPerChat.get(chat);
      if (last !== undefined && now - last < perChatMs) {
        this.rateLimitedPerChat += 1;
        return true;
      }
    }
    this.sentTimes.push(now);
    this.lastPerChat.set(chat, now);
    return false;
  }

  private result(method: string, params: Record<string, unknown>): unknown {
    switch (method) {
      case 'getMe':
        return {
          id: 123456789,
          is_bot: true,
          first_name: 'Slovenčina',
          username: 'slovencina_test_bot',
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
          can_connect_to_business: false,
          has_main_web_app: true,
        };
      case 'sendMessage':
        return {
          message_id: this.nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: params.chat_id, type: 'private' },
          text: params.text,
        };
      case 'getFile': {
        const held = this.files.get(String(params.file_id));
        if (!held) return { file_id: params.file_id, file_unique_id: 'gone' };
        return {
          file_id: params.file_id,
          file_unique_id: held.uniqueId,
          file_size: held.bytes.length,
          file_path: `voice/${String(params.file_id)}`,
        };
      }
      // Stars invoices (payments): a link of the shape Telegram answers.
      case 'createInvoiceLink':
        return `https://t.me/$fakeInvoice${this.nextMessageId++}`;
      case 'getStarTransactions': {
        const offset = Number(params.offset ?? 0);
        const limit = Math.min(100, Number(params.limit ?? 100));
        return { transactions: this.starTransactions.slice(offset, offset + limit) };
      }
      case 'setWebhook':
        this.webhook = {
          url: String(params.url),
          secret_token: params.secret_token as string | undefined,
          allowed_updates: params.allowed_updates as string[] | undefined,
          pending_update_count: params.drop_pending_updates ? 0 : this.webhook.pending_update_count,
        };
        return true;
      case 'deleteWebhook':
        this.webhook = { url: '', pending_update_count: params.drop_pending_updates ? 0 : this.webhook.pending_update_count };
        return true;
      case 'getWebhookInfo': {
        const { url, allowed_updates, pending_update_count, last_error_message } = this.webhook;
        return {
          url,
          has_custom_certificate: false,
          pending_update_count,
          ...(url && allowed_updates ? { allowed_updates } : {}),
          ...(last_error_message ? { last_error_message, last_error_date: Math.floor(Date.now() / 1000) - 60 } : {}),
          ...(url ? { max_connections: 40, ip_address: '127.0.0.1' } : {}),
        };
      }
      default:
        return true;
    }
  }
}
