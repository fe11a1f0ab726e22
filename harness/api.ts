import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { ensureTable } from '../local/table.js';
import { createLocalServer, listen } from '../local/server.js';
import { routeTable } from '../scripts/route-table.js';
import { createUser, type User } from '../lib/auth/users.js';
import { createSite, type Site } from '../lib/sites/sites.js';
import { dynamoRequestCount } from '../lib/db/client.js';
import type { LocalQueues } from '../local/queues.js';
import type { LocalScheduler } from '../local/scheduler.js';
import type { MailCatcher } from '../local/mail-catcher.js';
import { assertContract } from './contract.js';

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
  readonly text: string;
}

export interface RequestOptions {
  readonly token?: string;
  readonly site?: string;
  readonly body?: unknown;
  /** Raw body text, sent as is (for malformed JSON and the like). */
  readonly raw?: string;
  readonly headers?: Record<string, string>;
}

export interface Owner {
  readonly user: User;
  readonly password: string;
  readonly site: Site;
  /** A login (user-scoped master) token. */
  readonly token: string;
}

/** A running local API over this file's own DynamoDB Local table, spoken to over HTTP. */
export interface TestApi {
  readonly url: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** A fresh user owning a fresh site, signed in over HTTP. */
  owner(): Promise<Owner>;
  /** A site-scoped token of `who`'s site with these scopes, created over HTTP (fails the test when refused). */
  siteToken(who: Owner, scopes: readonly string[], options?: { master?: boolean }): Promise<string>;
  /** DynamoDB requests sent while `fn` runs. */
  countRequests(fn: () => Promise<unknown>): Promise<number>;
  /** Every HTTP request the server has received so far, from any client (a CLI child process too), oldest first. */
  readonly requestLog: readonly LoggedRequest[];
  /** The in-process work queues, when started with `{ queues: true }` (`idle()`, `deadLetters`). */
  readonly queues?: LocalQueues;
  /** The in-process scheduler, when started with `{ queues: true }` (`pending()`, `held(name)`). */
  readonly scheduler?: LocalScheduler;
  /** The local SMTP catcher the mail module sends to, when started with `{ smtp: true }` (`messages()`). */
  readonly mail?: MailCatcher;
  close(): Promise<void>;
}

export interface LoggedRequest {
  readonly method: string;
  /** Path and query, as sent. */
  readonly path: string;
  readonly status: number;
}

export const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

export interface ApiOptions {
  /** Also run the event worker (stream → router → webhook deliveries) on this file's table; off by default. */
  readonly events?: boolean;
  /**
   * Also run the in-process work queues (local/queues.ts) with every registered consumer, and the
   * in-process scheduler (local/scheduler.ts) that feeds them; off by default.
   */
  readonly queues?: boolean;
  /**
   * Also run a real SMTP catcher on 127.0.0.1 (local/mail-catcher.ts) as SMTP_URL, its page at
   * /_local/mail. On by default when the queues run: a queued mail must never go to Amazon SES from
   * a test (it would fail, and dead-letter); off otherwise.
   */
  readonly smtp?: boolean;
}

/** A catcher on a free port keeping messages in a fresh temporary folder; the mail module sends to it. */
const startTestMailCatcher = async (): Promise<MailCatcher> => {
  const { startMailCatcher } = await import('../local/mail-catcher.js');
  const { workQueue } = await import('../lib/queues/work-queue.js');
  const { resetMailTransport } = await import('../lib/mail/transport.js');
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const catcher = await startMailCatcher({
    port: 0,
    dir: await mkdtemp(join(tmpdir(), 'site-api-mail-')),
    feedback: (event) => workQueue('mail-feedback').send(event),
  });
  process.env.SMTP_URL = catcher.url;
  resetMailTransport();
  return catcher;
};

export const startApi = async (options: ApiOptions = {}): Promise<TestApi> => {
  await ensureTable(process.env.TABLE_NAME as string);
  const mail = (options.smtp ?? options.queues) ? await startTestMailCatcher() : undefined;
  // The test payment provider's checkout page, as `npm start` serves it.
  const payments = (await import('../local/test-payments.js')).testPaymentsPage();
  const server: Server = createLocalServer(routeTable, { pages: mail ? [mail.page, payments] : [payments] });
  const requestLog: LoggedRequest[] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    res.on('finish', () =>
      requestLog.push({ method: req.method ?? 'GET', path: req.url ?? '/', status: res.statusCode }),
    );
  });
  const url = await listen(server, 0);
  // Cloud code's SDK calls (hooks, jobs) come back to this server, as to the API's endpoint on AWS.
  process.env.CLOUD_CODE_API_URL = url;
  const queues = options.queues
    ? (await import('../local/queues.js')).startLocalQueues(
        (await import('../local/queue-consumers.js')).localQueueConsumers(),
      )
    : undefined;
  const scheduler = options.queues ? (await import('../local/scheduler.js')).startLocalScheduler() : undefined;
  // Without them, messages and schedules are accepted and dropped, never run, so a route that queues
  // work answers as it would on AWS (the generated suites call every route without running queues).
  if (!options.queues) {
    (await import('../lib/queues/work-queue.js')).useQueueTransport({ send: async () => undefined });
    (await import('../lib/queues/scheduler.js')).useSchedulerTransport({
      put: async () => undefined,
      cancel: async () => undefined,
    });
  }
  const worker = options.events
    ? await (await import('../local/event-worker.js')).startEventWorker({
        tableName: process.env.TABLE_NAME as string,
        base: url,
      })
    : undefined;

  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.site) headers['x-service-site'] = options.site;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    // Every response is also checked against openapi.json (harness/contract.ts).
    assertContract(method, path, response.status, response.headers.get('content-type'), text);
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };

  const owner = async (): Promise<Owner> => {
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const user = await createUser({ email: `${unique('owner')}@example.com`, name: 'Owner', password });
    const site = await createSite({ subdomain: unique('site-'), name: 'Test site', locales: ['en', 'fr'] }, user);
    const login = await request<{ token: string }>('POST', '/auth/login', { body: { email: user.email, password } });
    if (login.status !== 201) throw new Error(`login failed: ${login.status} ${login.text}`);
    return { user, password, site, token: login.body.token };
  };

  const siteToken = async (who: Owner, scopes: readonly string[], options: { master?: boolean } = {}) => {
    const res = await request<{ token: string }>('POST', '/tokens', {
      token: who.token,
      body: { note: unique('t'), scopes, site_id: who.site.id, master_token: options.master ?? false },
    });
    if (res.status !== 201) throw new Error(`site token refused: ${res.status} ${res.text}`);
    return res.body.token;
  };

  const countRequests = async (fn: () => Promise<unknown>) => {
    const before = dynamoRequestCount();
    await fn();
    return dynamoRequestCount() - before;
  };

  return {
    url,
    request,
    owner,
    siteToken,
    countRequests,
    requestLog,
    queues,
    scheduler,
    mail,
    close: async () => {
      await worker?.stop();
      scheduler?.stop();
      await queues?.stop();
      await mail?.stop();
      await (await import('../lib/cloudcode/sandbox/transport.js')).stopLocalSandbox();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
};
