import type { IncomingMessage, ServerResponse } from 'node:http';
import { fromMinor } from '../lib/commerce/money.js';
import { readItem } from '../lib/db/one-item.js';
import { paymentKeys } from '../lib/payments/keys.js';
import { getProvider, providerSecret } from '../lib/payments/providers.js';
import { signTestEvent, testEventBody, TEST_SIGNATURE_HEADER } from '../lib/payments/test-provider.js';
import type { LocalPage } from './server.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

/** The outcomes a buyer may pick on the test provider's page, as the provider's event types. */
const OUTCOMES = ['paid', 'authorized', 'failed', 'canceled', 'expired'] as const;

const PATH = /^\/_local\/payments\/([0-9a-f]{24})\/([0-9a-f]{24})$/;

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:2rem;max-width:40rem}button{font:inherit;margin:.25rem;padding:.4rem 1rem}</style>
</head><body>${body}</body></html>`;

const readForm = (req: IncomingMessage): Promise<URLSearchParams> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });

/**
 * The test provider's checkout page (`/_local/payments/<site>/<payment>`), served by the local
 * server only: it shows the payment and lets a person or a browser test pick an outcome, then posts
 * the event a real provider would to the API's own webhook path, signed with the site's test
 * secret, and sends the buyer back to the payment's `return_url` (or shows the answer when it has none).
 */
export const testPaymentsPage = (): LocalPage => {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: string) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
      });
      res.end(body);
    };
    const match = PATH.exec((req.url ?? '').split('?')[0] as string);
    const [siteId, paymentId] = [match?.[1] as string, match?.[2] as string];
    const item = match ? await readItem(paymentKeys.payment(siteId, paymentId)) : undefined;
    if (item?.provider !== 'test') return send(404, page('Not found', '<p>No such test payment.</p>'));
    const amount = `${fromMinor(item.amount as number).toFixed(2)} ${escapeHtml(String(item.currency))}`;
    if (req.method === 'POST') {
      const outcome = (await readForm(req)).get('outcome') ?? '';
      if (!(OUTCOMES as readonly string[]).includes(outcome))
        return send(400, page('Bad outcome', '<p>Pick an outcome.</p>'));
      const settings = await getProvider(siteId, 'test');
      const secret = settings && (await providerSecret(siteId, settings, 'signing_secret'));
      if (!secret) return send(409, page('Not set up', '<p>The site has no test provider set up.</p>'));
      const body = testEventBody(
        {
          id: paymentId,
          order_id: item.order_id as string,
          amount: fromMinor(item.amount as number),
          currency: item.currency as string,
        },
        outcome,
      );
      const answer = await fetch(`http://${req.headers.host}/payments/webhooks/test/${siteId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestEvent(secret, body) },
        body,
      });
      const returnUrl = typeof item.return_url === 'string' ? item.return_url : '';
      if (answer.ok && /^https?:\/\//.test(returnUrl)) {
        const back = new URL(returnUrl);
        back.searchParams.set('payment_id', paymentId);
        res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' });
        res.end();
        return;
      }
      return send(
        answer.ok ? 200 : 502,
        page(
          'Test payment',
          `<h1 id="result">Payment ${escapeHtml(outcome)}</h1><p>The webhook answered ${answer.status}.</p>`,
        ),
      );
    }
    return send(
      200,
      page(
        'Test payment',
        `<h1>Test payment</h1><p>Order <code>${escapeHtml(String(item.order_id))}</code>: <strong id="amount">${amount}</strong></p>
<p>Status: <span id="status">${escapeHtml(String(item.status))}</span>. No money moves: pick what the provider should report.</p>
<form method="post">${OUTCOMES.map((o) => `<button type="submit" name="outcome" value="${o}">${o}</button>`).join('')}</form>`,
      ),
    );
  };
  return { prefix: '/_local/payments', handle, methods: ['POST'] };
};
