import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { enableTestProvider, rushThenResend } from '../../harness/test-payments.js';
import { invoiceKeys } from '../../lib/invoices/keys.js';
import { s3 } from '../../lib/uploads/s3.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { readItem as item } from '../../lib/db/one-item.js';

// Invoice documents over the real local server: the PDF's text (extracted with a PDF text library)
// shows what an invoice must, the bytes are the same on every download, and who may read them.
const api = useApi();
let owner: Owner;

const SELLER = {
  prices_include_tax: false,
  origin_country: 'PL',
  oss: true,
  rates: [
    { country: 'PL', rate: 23 },
    { country: 'PL', rate: 5, category: 'reduced' },
    { country: 'DE', rate: 19 },
  ],
  legal_name: 'Łódź Müller Sp. z o.o.',
  address: { address1: 'ul. Piotrkowska 1', zip: '90-001', city: 'Łódź', country: 'PL' },
  vat_number: 'PL5260250274',
};

const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });
const address = (country: string, extra: Record<string, unknown> = {}) => ({
  name: 'Jörg Müller',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country,
  ...extra,
});

let mug: string;
let book: string;
let secret: string;
beforeAll(async () => {
  owner = await api.owner();
  secret = await enableTestProvider(api, owner);
  expect((await api.request('PUT', '/site/taxes', as(owner, { body: SELLER }))).status).toBe(200);
  const product = async (body: Record<string, unknown>) => {
    const res = await api.request(
      'POST',
      '/products',
      as(owner, { body: { status: 'active', inventory_quantity: 1000, ...body } }),
    );
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  [mug, book] = await Promise.all([
    product({ name: unique('Mug '), price: 10 }),
    product({ name: unique('Book '), price: 20, tax_category: 'reduced' }),
  ]);
});

const place = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await api.request(
    'POST',
    '/orders',
    as(owner, { body: { email: 'buyer@example.com', ...body }, headers }),
  );
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; number: number };
};
const pay = async (orderId: string) => {
  const res = await api.request('POST', `/orders/${orderId}/transitions`, as(owner, { body: { status: 'paid' } }));
  expect(res.status, res.text).toBe(200);
  return res.body as { invoice_number: string };
};

/** The document as bytes (the JSON harness reads text), with the status and headers. */
const download = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${api.url}${path}`, {
    headers: { authorization: `Bearer ${owner.token}`, 'x-service-site': owner.site.id, ...headers },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const textOf = async (bytes: Uint8Array) => (await extractText(new Uint8Array(bytes), { mergePages: true })).text;

describe('invoice PDF', () => {
  it('prints seller, buyer, number, lines, the VAT summary per rate and the totals; the same bytes every time', async () => {
    const order = await place({
      line_items: [
        { product: mug, quantity: 2 },
        { product: book, quantity: 1 },
      ],
      billing_address: address('PL', { name: 'Zofia Łódzka', city: 'Łódź', zip: '90-002' }),
    });
    const { invoice_number } = await pay(order.id);
    const first = await download(`/orders/${order.id}/invoice.pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(first.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await textOf(first.bytes);
    expect(text).toContain(`Invoice ${invoice_number}`);
    expect(text).toContain('Łódź Müller Sp. z o.o.');
    expect(text).toContain('VAT number: PL5260250274');
    expect(text).toContain('Zofia Łódzka');
    // Lines: 2 × 10.00 at 23% (4.60), 1 × 20.00 at 5% (1.00); the summary one row per rate.
    expect(text).toMatch(/Mug .* 2 20\.00 EUR 23% 4\.60 EUR/);
    expect(text).toMatch(/Book .* 1 20\.00 EUR 5% 1\.00 EUR/);
    expect(text).toContain('VAT summary');
    expect(text).toContain('5% 20.00 EUR 1.00 EUR');
    expect(text).toContain('23% 20.00 EUR 4.60 EUR');
    expect(text).toContain('VAT total 5.60 EUR');
    expect(text).toContain('Total 45.60 EUR');
    expect(text).not.toContain('Reverse charge');

    const second = await download(`/orders/${order.id}/invoice.pdf`);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    const cached = await download(`/orders/${order.number}/invoice.pdf`, { 'if-none-match': etag as string });
    expect(cached.status).toBe(304);
    expect(cached.bytes.length).toBe(0);

    // The first download stored the file under the site's private prefix; later ones answer that file.
    const key = `private/documents/${owner.site.id}/documents-2/invoice-${invoice_number}.pdf`;
    const stored = await s3.send(new GetObjectCommand({ Bucket: process.env.MEDIA_BUCKET, Key: key }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(Buffer.from(first.bytes))).toBe(true);
    const marked = Buffer.concat([Buffer.from(first.bytes), Buffer.from('%stored\n')]);
    await s3.send(new PutObjectCommand({ Bucket: process.env.MEDIA_BUCKET, Key: key, Body: marked }));
    const third = await download(`/orders/${order.id}/invoice.pdf`);
    expect(Buffer.from(third.bytes).equals(marked)).toBe(true);
    await s3.send(new PutObjectCommand({ Bucket: process.env.MEDIA_BUCKET, Key: key, Body: first.bytes }));
  });

  it('says "Reverse charge" for a business buyer in another member state', async () => {
    const order = await place({
      line_items: [{ product: mug, quantity: 1 }],
      shipping_address: address('DE'),
      billing_address: address('DE', { company: 'Müller GmbH', vat_number: 'DE136695976' }),
    });
    const { invoice_number } = await pay(order.id);
    // An invoice's first download (rendered, the font subset) on a warm server stays within a second.
    const started = Date.now();
    const pdf = await download(`/orders/${order.id}/invoice.pdf`);
    expect(Date.now() - started).toBeLessThan(1000);
    const text = await textOf(pdf.bytes);
    expect(text).toContain(`Invoice ${invoice_number}`);
    expect(text).toContain('VAT number: DE136695976');
    expect(text).toContain('0% 10.00 EUR 0.00 EUR');
    expect(text).toContain('Reverse charge');
  });

  it('is 409 not_invoiced before the order is paid, 404 for an unknown order', async () => {
    const order = await place({ line_items: [{ product: mug, quantity: 1 }] });
    const res = await api.request('GET', `/orders/${order.id}/invoice.pdf`, as(owner));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('not_invoiced');
    expect((await api.request('GET', '/orders/999999/invoice.pdf', as(owner))).status).toBe(404);
  });

  it("lets a customer session read its own order's invoice, and answers 404 for another's", async () => {
    const signIn = async () => {
      const email = `${unique('s')}@example.com`;
      const made = await api.request('POST', '/customers', as(owner, { body: { email, password: 'secret-123' } }));
      expect(made.status, made.text).toBe(201);
      const session = await api.request(
        'POST',
        '/customers/login',
        as(owner, { body: { email, password: 'secret-123' } }),
      );
      return { 'session-token': session.body.session_token as string };
    };
    const [ada, bob] = await Promise.all([signIn(), signIn()]);
    const adas = await place({ line_items: [{ product: mug, quantity: 1 }] }, ada);
    const bobs = await place({ line_items: [{ product: mug, quantity: 1 }] }, bob);
    await Promise.all([pay(adas.id), pay(bobs.id)]);
    const own = await download(`/orders/${adas.id}/invoice.pdf`, ada);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect((await api.request('GET', `/orders/${bobs.id}/invoice.pdf`, as(owner, { headers: ada }))).status).toBe(404);
    // The same for credit notes: a refund of Ada's order (paid through the provider) is hers to read, not Bob's.
    const paid = await paidThroughProvider({ line_items: [{ product: mug, quantity: 1 }] }, ada);
    const refund = await api.request('POST', `/orders/${paid.id}/refunds`, as(owner, { body: { amount: 1 } }));
    expect(refund.status, refund.text).toBe(201);
    const notePath = `/orders/${paid.id}/refunds/${refund.body.id}/credit_note.pdf`;
    expect((await download(notePath, ada)).status).toBe(200);
    expect((await api.request('GET', notePath, as(owner, { headers: bob }))).status).toBe(404);
  });
});

/** An order paid through the test provider, so it has money to refund. */
const paidThroughProvider = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const order = await place(body, headers);
  const payment = (
    await api.request(
      'POST',
      `/orders/${order.id}/payments`,
      as(owner, { body: { provider: 'test', return_url: 'https://shop.example.com/thanks' } }),
    )
  ).body;
  const event = testEventBody(payment, 'paid');
  const delivered = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, {
    raw: event,
    headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, event) },
  });
  expect(delivered.status, delivered.text).toBe(200);
  return order;
};

describe('credit notes', () => {
  it('numbers each succeeded refund from its own gapless series, in its write, with its history entry; its PDF shows it', async () => {
    const year = new Date().getUTCFullYear();
    const order = await paidThroughProvider({
      line_items: [{ product: mug, quantity: 3 }],
      billing_address: address('PL', { name: 'Zofia Łódzka', city: 'Łódź', zip: '90-002' }),
    });
    const invoiceNumber = (await api.request('GET', `/orders/${order.id}`, as(owner))).body.invoice_number as string;
    const lineId = (await api.request('GET', `/orders/${order.id}`, as(owner))).body.line_items[0].id as string;

    const before = await api.request('GET', `/orders/${order.id}/refunds`, as(owner));
    expect(before.body).toEqual([]);
    const first = await api.request(
      'POST',
      `/orders/${order.id}/refunds`,
      as(owner, { body: { lines: [{ line_id: lineId, quantity: 1 }], reason: 'Broken' } }),
    );
    expect(first.status, first.text).toBe(201);
    const second = await api.request('POST', `/orders/${order.id}/refunds`, as(owner, { body: { amount: 2.46 } }));
    expect(second.status, second.text).toBe(201);
    const last = (await item(invoiceKeys.counter(owner.site.id, 'CN', year)))?.last as number;
    expect(first.body.credit_note_number).toBe(`CN-${year}-${String(last - 1).padStart(6, '0')}`);
    expect(second.body.credit_note_number).toBe(`CN-${year}-${String(last).padStart(6, '0')}`);
    // The refund as read shows it too; storage holds the credit note with its snapshot.
    const read = await api.request('GET', `/orders/${order.id}/refunds/${first.body.id}`, as(owner));
    expect(read.body.credit_note_number).toBe(first.body.credit_note_number);
    expect(await item(invoiceKeys.creditNote(owner.site.id, first.body.id))).toMatchObject({
      number: first.body.credit_note_number,
      invoice_number: invoiceNumber,
      // A line refund refunds what was paid for the line (10.00 net + 23% VAT = 12.30); the VAT
      // in it is the line's own rate's: 2.30.
      amount: 1230,
      tax: 230,
      lines: [{ quantity: 1 }],
      buyer: { name: 'Zofia Łódzka' },
    });
    const history = await api.request('GET', `/orders/${order.id}/history`, as(owner));
    expect(
      history.body
        .filter((entry: { kind: string }) => entry.kind === 'credit_note_created')
        .map((entry: { details: { number: string } }) => entry.details.number),
    ).toEqual([first.body.credit_note_number, second.body.credit_note_number]);

    const pdf = await download(`/orders/${order.id}/refunds/${first.body.id}/credit_note.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await textOf(pdf.bytes);
    expect(text).toContain(`Credit note ${first.body.credit_note_number}`);
    expect(text).toContain(`Corrects invoice ${invoiceNumber}`);
    expect(text).toContain('Łódź Müller Sp. z o.o.');
    expect(text).toContain('Zofia Łódzka');
    expect(text).toContain('Reason: Broken');
    expect(text).toContain('VAT summary');
    expect(text).toContain('23% -10.00 EUR -2.30 EUR');
    expect(text).toContain('Net credited -10.00 EUR');
    expect(text).toContain('VAT credited -2.30 EUR');
    expect(text).toContain('Total credited -12.30 EUR');
    const again = await download(`/orders/${order.id}/refunds/${first.body.id}/credit_note.pdf`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(pdf.bytes))).toBe(true);
    const cached = await download(`/orders/${order.id}/refunds/${first.body.id}/credit_note.pdf`, {
      'if-none-match': pdf.headers.get('etag') as string,
    });
    expect(cached.status).toBe(304);
  });

  it('takes VAT back per rate: an amount refunded from an order at two rates prints one summary row per rate', async () => {
    const order = await paidThroughProvider({
      line_items: [
        { product: mug, quantity: 1 },
        { product: book, quantity: 1 },
      ],
      billing_address: address('PL', { city: 'Łódź', zip: '90-002' }),
    });
    // 10.00 at 23% (2.30) and 20.00 at 5% (1.00): all of it back, each rate's share exactly.
    const refund = await api.request('POST', `/orders/${order.id}/refunds`, as(owner, { body: { amount: 33.3 } }));
    expect(refund.status, refund.text).toBe(201);
    expect(await item(invoiceKeys.creditNote(owner.site.id, refund.body.id))).toMatchObject({ amount: 3330, tax: 330 });
    const text = await textOf((await download(`/orders/${order.id}/refunds/${refund.body.id}/credit_note.pdf`)).bytes);
    expect(text).toContain('5% -20.00 EUR -1.00 EUR');
    expect(text).toContain('23% -10.00 EUR -2.30 EUR');
    expect(text).toContain('VAT credited -3.30 EUR');
    expect(text).toContain('Total credited -33.30 EUR');
  });

  it('gives 10 refunds succeeding at the same moment 10 consecutive credit-note numbers: no gap, no duplicate', async () => {
    const year = new Date().getUTCFullYear();
    const order = await paidThroughProvider({ line_items: [{ product: mug, quantity: 1 }] });
    const before = ((await item(invoiceKeys.counter(owner.site.id, 'CN', year)))?.last as number | undefined) ?? 0;
    // Sent again while answered 503 (collisions outlasting the write's retries on a loaded machine),
    // each under its own Idempotency-Key, so no retry refunds twice.
    const refunds = await rushThenResend(
      Array.from(
        { length: 10 },
        (_, i) => () =>
          api.request(
            'POST',
            `/orders/${order.id}/refunds`,
            as(owner, { body: { amount: 0.5 }, headers: { 'idempotency-key': `${order.id}-${i}` } }),
          ),
      ),
    );
    expect(refunds.map((refund) => refund.status)).toEqual(Array(10).fill(201));
    expect(refunds.map((refund) => refund.body.credit_note_number).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `CN-${year}-${String(before + i + 1).padStart(6, '0')}`),
    );
    expect((await item(invoiceKeys.counter(owner.site.id, 'CN', year)))?.last).toBe(before + 10);
  }, 60_000);

  it('is 404 for an unknown refund', async () => {
    const order = await place({ line_items: [{ product: mug, quantity: 1 }] });
    const res = await api.request(
      'GET',
      `/orders/${order.id}/refunds/0000000000000000000000aa/credit_note.pdf`,
      as(owner),
    );
    expect(res.status).toBe(404);
  });
});
