import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import ece from 'http_ece';

/**
 * A Web Push receiver for tests and the bench, on 127.0.0.1: it plays the browser and its push
 * service. Each `browser()` makes a P-256 key pair and a 16-byte auth secret as a browser does for
 * `pushManager.subscribe()`, with an endpoint of its own on this server. Every POST to an endpoint
 * is checked as a push service and the browser would: the VAPID JWT (RFC 8292) verified against
 * the key `vapidKey` names (the site's public key), then the aes128gcm body (RFC 8291) decrypted
 * with `http_ece`. An endpoint answers 201, or the statuses queued for it with `answer()`.
 */
export interface ReceivedPush {
  readonly browser: string;
  readonly payload: unknown;
  readonly headers: IncomingMessage['headers'];
  readonly status: number;
}

export interface TestBrowser {
  readonly id: string;
  /** `subscription.toJSON()`, as a browser would send it. */
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface WebPushReceiver {
  readonly url: string;
  browser(): TestBrowser;
  /** The next answers of one endpoint, in order (then 201 again); `retryAfter` in seconds. */
  answer(browser: TestBrowser, ...answers: { status: number; retryAfter?: number }[]): void;
  /** The site VAPID key (base64url, uncompressed point) every JWT must verify against. */
  vapidKey: string | undefined;
  /** Pushes accepted (2xx) and decrypted, by browser id. */
  readonly delivered: Map<string, ReceivedPush[]>;
  /** Every request, whatever it was answered. */
  readonly attempts: ReceivedPush[];
  /** Requests refused: a bad JWT, a body that did not decrypt, an unknown endpoint. */
  readonly refused: { browser: string; reason: string }[];
  /** Resolves once `count` pushes have been delivered in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const jwk = (point: Buffer) =>
  createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });

/** Why a VAPID Authorization header is not valid for `audience` and `key`, or undefined. */
export const vapidProblem = (
  header: string | undefined,
  audience: string,
  key: string | undefined,
): string | undefined => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, token, k] = match as unknown as [string, string, string];
  if (key !== undefined && k !== key) return "k is not the site's VAPID key";
  const [head, claims, signature] = token.split('.');
  if (!head || !claims || !signature) return 'malformed JWT';
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return 'not ES256';
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: jwk(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) return 'bad signature';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== audience) return `aud ${body.aud} is not ${audience}`;
  const now = Date.now() / 1000;
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600) return 'exp out of range';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'no sub';
  return undefined;
};

export const startWebPushReceiver = async (): Promise<WebPushReceiver> => {
  const browsers = new Map<string, { ecdh: ECDH; auth: string }>();
  const answers = new Map<string, { status: number; retryAfter?: number }[]>();
  const delivered = new Map<string, ReceivedPush[]>();
  const attempts: ReceivedPush[] = [];
  const refused: { browser: string; reason: string }[] = [];
  let total = 0;
  let waiters: { count: number; resolve: () => void }[] = [];
  let url = '';
  // A sender signs one JWT per push service and reuses it (RFC 8292 allows it): each distinct
  // header is verified once, as a push service caches it too.
  const verified = new Set<string>();

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      const refuse = (reason: string) => {
        refused.push({ browser: id, reason });
        res.writeHead(400).end(reason);
      };
      if (!browser || req.method !== 'POST') return refuse('unknown endpoint');
      const authorization = `${receiver.vapidKey}|${req.headers.authorization}`;
      if (!verified.has(authorization)) {
        const problem = vapidProblem(req.headers.authorization, url, receiver.vapidKey);
        if (problem) return refuse(problem);
        verified.add(authorization);
      }
      if (req.headers['content-encoding'] !== 'aes128gcm' || req.headers.ttl === undefined)
        return refuse('missing Content-Encoding or TTL');
      let payload: unknown;
      try {
        payload = JSON.parse(
          ece
            .decrypt(Buffer.concat(chunks), {
              version: 'aes128gcm',
              privateKey: browser.ecdh,
              authSecret: browser.auth,
            })
            .toString('utf8'),
        );
      } catch (error) {
        return refuse(`does not decrypt: ${(error as Error).message}`);
      }
      const next = answers.get(id)?.shift() ?? { status: 201 };
      const received = { browser: id, payload, headers: req.headers, status: next.status };
      attempts.push(received);
      if (next.status >= 200 && next.status < 300) {
        delivered.set(id, [...(delivered.get(id) ?? []), received]);
        total += 1;
        waiters = waiters.filter((waiter) => {
          if (total < waiter.count) return true;
          waiter.resolve();
          return false;
        });
      }
      res.writeHead(next.status, next.retryAfter !== undefined ? { 'retry-after': String(next.retryAfter) } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  url = `http://127.0.0.1:${address.port}`;

  const receiver: WebPushReceiver = {
    url,
    vapidKey: undefined,
    delivered,
    attempts,
    refused,
    browser: () => {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(id, { ecdh, auth });
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
      };
    },
    answer: (browser, ...queued) => {
      answers.set(browser.id, [...(answers.get(browser.id) ?? []), ...queued]);
    },
    waitFor: (count, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (total >= count) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`${total} of ${count} pushes delivered within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
};
