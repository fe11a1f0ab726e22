import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { orderKeys } from '../../lib/orders/keys.js';
import { productKeys } from '../../lib/products/keys.js';
import type { Product } from '../../lib/products/product-record.js';
import { unique, useApi, type ApiResponse, type Owner } from '../helpers/api.js';
import { putProduct } from '../../harness/catalog.js';
import { rush } from '../../harness/rush.js';
import { injectTransactionConflicts } from '../../harness/transaction-conflicts.js';

// Checkouts under a rush, over the real local server on DynamoDB Local, 50 buyers at
// once. Rate limits are set out of the way: every refusal here is about the buyer's own order.
// The rushes are the issue's, scaled to a shared 2-core machine (`npm run bench`, section
// checkout, runs them at full size): what they assert is exact whatever the size.
vi.hoisted(() => {
  process.env.RATE_LIMIT_PER_MINUTE = '1000000';
});

const conflicts = injectTransactionConflicts(db);
afterEach(() => conflicts.set(undefined));

const api = useApi();

const AT_ONCE = 50;
const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });
const checkout = (who: Owner, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.request('POST', '/orders', as(who, { body, headers }));
const stockOf = async (who: Owner, id: string) =>
  (
    (
      await db.send(
        new GetCommand({ TableName: TABLE_NAME, Key: productKeys.product(who.site.id, id), ConsistentRead: true }),
      )
    ).Item as Product
  ).inventory_quantity;
const coupon = async (who: Owner, body: Record<string, unknown>) => {
  const res = await api.request(
    'POST',
    '/coupons',
    as(who, { body: { code: unique('RUSH'), coupon_type: 'percentage', coupon_percentage: 10, ...body } }),
  );
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; code: string };
};
/** Every stored order of a site, in key order (the ORDER partition): one or a few Queries. */
const storedOrders = async (who: Owner) => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': orderKeys.orderPartition(who.site.id) },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items as { id: string; number: number; created_at: string; discount: number }[];
};
const statuses = (answers: { value: ApiResponse }[]) => answers.map((answer) => answer.value.status);
const codes = (answers: { value: ApiResponse }[]) =>
  answers.map((answer) => answer.value.body.code as string | undefined).filter(Boolean);

/** Numbers unique, and the order ids (key order) in number order, with created_at never going back. */
const expectNumbersInKeyOrder = (orders: readonly { number: number; created_at: string }[]) => {
  const numbers = orders.map((order) => order.number);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(orders.map((order) => order.created_at)).toEqual(orders.map((order) => order.created_at).sort());
};

describe('a rush of checkouts on one site', () => {
  it('serves 120 buyers, 50 at once, over 20 products: every buyer gets an order, numbered 1001 to 1120, stock and an unlimited coupon exact', async () => {
    const who = await api.owner();
    const products = await Promise.all(Array.from({ length: 20 }, () => putProduct(who, { inventory_quantity: 1000 })));
    const sale = await coupon(who, {});
    const { answers } = await rush(120, AT_ONCE, (i) =>
      checkout(who, {
        email: `buyer${i}@example.com`,
        ...(i % 2 === 0 && { coupon: sale.code }),
        line_items: [{ product: products[i % 20]!.id, quantity: 1 + (i % 3) }],
      }),
    );
    expect(
      statuses(answers).filter((status) => status !== 201),
      JSON.stringify(codes(answers)),
    ).toEqual([]);
    const numbers = answers.map((answer) => answer.value.body.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 120 }, (_, i) => 1001 + i));
    expectNumbersInKeyOrder(await storedOrders(who));
    for (const [index, product] of products.entries()) {
      const taken = answers
        .filter((_, i) => i % 20 === index)
        .reduce((sum, _, k) => sum + 1 + ((index + 20 * k) % 3), 0);
      expect(await stockOf(who, product.id)).toBe(1000 - taken);
    }
    // The coupon: counted exactly, every redemption listed once, newest first.
    const discounted = answers.filter((_, i) => i % 2 === 0).map((answer) => answer.value.body.id as string);
    expect((await api.request('GET', `/coupons/${sale.id}`, as(who))).body.redemption_count).toBe(60);
    const first = await api.request('GET', `/coupons/${sale.code}/redemptions?per_page=40`, as(who));
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] as string;
    const rest = await api.request('GET', next.replace(api.url, ''), as(who));
    const listed = [...first.body, ...rest.body].map((redemption: { order_id: string }) => redemption.order_id);
    expect(listed).toEqual([...discounted].sort().reverse());
  }, 120_000);

  it("serves 100 buyers of one product, 50 at once, with AWS's transaction conflicts on its stock item: every buyer gets an order", async () => {
    const who = await api.owner();
    const hot = await putProduct(who, { inventory_quantity: 1000 });
    conflicts.set({ itemLocks: true, holdMs: 25 });
    const { answers } = await rush(100, AT_ONCE, (i) =>
      checkout(who, { email: `hot${i}@example.com`, line_items: [{ product: hot.id, quantity: 1 }] }),
    );
    const { injected } = conflicts.counts;
    conflicts.set(undefined);
    expect(
      statuses(answers).filter((status) => status !== 201),
      JSON.stringify(codes(answers)),
    ).toEqual([]);
    // The emulation did refuse concurrent transactions on the hot item; the retries absorbed them.
    expect(injected).toBeGreaterThan(0);
    expect(await stockOf(who, hot.id)).toBe(900);
    expect((await storedOrders(who)).length).toBe(100);
  }, 120_000);

  it('sells exactly the 50 in stock to 100 buyers of one product, 50 at once: 50 orders, 50 out_of_stock, stock 0', async () => {
    const who = await api.owner();
    const scarce = await putProduct(who, { inventory_quantity: 50 });
    const { answers } = await rush(100, AT_ONCE, (i) =>
      checkout(who, { email: `late${i}@example.com`, line_items: [{ product: scarce.id, quantity: 1 }] }),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(50);
    expect(
      answers
        .filter((answer) => answer.value.status !== 201)
        .map((answer) => `${answer.value.status} ${answer.value.body.code}`),
    ).toEqual(Array(50).fill('409 out_of_stock'));
    expect(await stockOf(who, scarce.id)).toBe(0);
    const orders = await storedOrders(who);
    expect(orders).toHaveLength(50);
    expectNumbersInKeyOrder(orders);
  }, 120_000);

  it('redeems a limited coupon of 30 exactly 30 times under a rush of 60, and a once-per-customer coupon once per customer', async () => {
    const who = await api.owner();
    const product = await putProduct(who, { inventory_quantity: 10_000 });
    const thirty = await coupon(who, { lifespan: 'limited', lifespan_amount: 30 });
    const limited = await rush(60, AT_ONCE, (i) =>
      checkout(who, {
        email: `l${i}@example.com`,
        coupon: thirty.code,
        line_items: [{ product: product.id, quantity: 1 }],
      }),
    );
    expect(statuses(limited.answers).filter((status) => status === 201)).toHaveLength(30);
    expect(
      limited.answers
        .filter((answer) => answer.value.status !== 201)
        .map((answer) => `${answer.value.status} ${answer.value.body.code}`),
    ).toEqual(Array(30).fill('409 coupon_unavailable'));
    expect(
      limited.answers.filter((answer) => answer.value.status === 201).every((answer) => answer.value.body.discount > 0),
    ).toBe(true);
    expect((await api.request('GET', `/coupons/${thirty.code}`, as(who))).body.redemption_count).toBe(30);

    // 8 customers (guests, known by email in any case) trying 4 times each at once.
    const each = await coupon(who, { lifespan: 'once_per_customer' });
    const once = await rush(32, AT_ONCE, (i) =>
      checkout(who, {
        email: i % 2 ? `guest${i % 8}@example.com` : `GUEST${i % 8}@example.com`,
        coupon: each.code,
        line_items: [{ product: product.id, quantity: 1 }],
      }),
    );
    const won = once.answers
      .filter((answer) => answer.value.status === 201)
      .map((answer) => (answer.value.body.email as string).toLowerCase());
    expect(won.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `guest${i}@example.com`));
    expect(codes(once.answers)).toEqual(Array(24).fill('coupon_unavailable'));
    expect((await api.request('GET', `/coupons/${each.id}/redemptions`, as(who))).body).toHaveLength(8);
    expect(await stockOf(who, product.id)).toBe(10_000 - 38);
  }, 120_000);

  it('loses and doubles no order when 10% of transactions collide: every buyer gets an order or a coded answer about their own', async () => {
    const who = await api.owner();
    const plenty = await Promise.all(Array.from({ length: 19 }, () => putProduct(who, { inventory_quantity: 1000 })));
    const scarce = await putProduct(who, { inventory_quantity: 3 });
    const products = [...plenty, scarce];
    conflicts.set({ rate: 0.1 });
    const { answers } = await rush(100, AT_ONCE, (i) =>
      checkout(who, { email: `f${i}@example.com`, line_items: [{ product: products[i % 20]!.id, quantity: 1 }] }),
    );
    const { transactions, injected } = conflicts.counts;
    conflicts.set(undefined);
    expect(injected / transactions).toBeGreaterThan(0.04);
    // The scarce product's 5 buyers: 3 orders and 2 out_of_stock; everyone else an order.
    const refused = answers.filter((answer) => answer.value.status !== 201);
    expect(refused.map((answer) => `${answer.value.status} ${answer.value.body.code}`)).toEqual(
      Array(2).fill('409 out_of_stock'),
    );
    const placed = answers
      .filter((answer) => answer.value.status === 201)
      .map((answer) => answer.value.body as { id: string; number: number });
    const stored = await storedOrders(who);
    expect(stored.map((order) => order.id).sort()).toEqual(placed.map((order) => order.id).sort());
    expect(new Set(stored.map((order) => order.number)).size).toBe(98);
    for (const [index, product] of products.entries()) {
      expect(await stockOf(who, product.id)).toBe(index === 19 ? 0 : 1000 - 5);
    }
  }, 120_000);

  it('answers 201 for a checkout whose transaction was applied but whose answer was lost, and places it once', async () => {
    const who = await api.owner();
    const product = await putProduct(who, { inventory_quantity: 100 });
    conflicts.set({ lostAnswers: 1 });
    const { answers } = await rush(20, AT_ONCE, (i) =>
      checkout(who, { email: `t${i}@example.com`, line_items: [{ product: product.id, quantity: 1 }] }),
    );
    const { injected } = conflicts.counts;
    conflicts.set(undefined);
    expect(injected).toBe(20);
    expect(statuses(answers)).toEqual(Array(20).fill(201));
    expect((await storedOrders(who)).map((order) => order.id).sort()).toEqual(
      answers.map((answer) => answer.value.body.id).sort(),
    );
    expect(await stockOf(who, product.id)).toBe(80);
  });

  it('places one order per Idempotency-Key when every buyer of a rush retries at once, and replays it afterwards', async () => {
    const who = await api.owner();
    const product = await putProduct(who, { inventory_quantity: 1000 });
    conflicts.set({ rate: 0.1 });
    const keys = Array.from({ length: 40 }, () => unique('pay-'));
    const body = (i: number) => ({ email: `r${i}@example.com`, line_items: [{ product: product.id, quantity: 1 }] });
    // Each buyer's request and its retry, sent together: 80 requests, 50 at once.
    const { answers } = await rush(80, AT_ONCE, (i) =>
      checkout(who, body(i >> 1), { 'idempotency-key': keys[i >> 1] as string }),
    );
    conflicts.set(undefined);
    for (let buyer = 0; buyer < keys.length; buyer += 1) {
      const pair = [answers[2 * buyer]!.value, answers[2 * buyer + 1]!.value];
      // Both placed-or-replayed with the same order, or one still in progress while the other placed it.
      expect(pair.map((res) => (res.status === 201 ? 'order' : `${res.status} ${res.body.code}`)).sort()).toSatisfy(
        (outcome: string[]) =>
          outcome.join() === 'order,order' || outcome.join() === '409 idempotency_in_progress,order',
      );
      const ids = pair.filter((res) => res.status === 201).map((res) => res.body.id);
      expect(new Set(ids).size).toBe(1);
      const replay = await checkout(who, body(buyer), { 'idempotency-key': keys[buyer] as string });
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.id).toBe(ids[0]);
    }
    expect(await storedOrders(who)).toHaveLength(40);
    expect(await stockOf(who, product.id)).toBe(960);
  }, 120_000);
});
