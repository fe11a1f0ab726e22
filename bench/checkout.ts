/**
 * Checkout section of `npm run bench`: rushes of buyers on one site, over HTTP on the
 * real local server and DynamoDB Local, each beside the DynamoDB floor of the same shape measured
 * in the same run (a shared machine's absolute speed drifts; the ratios hold). Hot products are run
 * twice: on DynamoDB Local as it is, and with AWS's transaction conflicts emulated
 * (harness/transaction-conflicts.ts), since DynamoDB Local serializes what AWS refuses.
 * BENCH_CHECKOUT_SCALE (default 1) scales every rush's size.
 */
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, dynamoRequestCount, TABLE_NAME } from '../lib/db/client.js';
import { newId } from '../lib/db/keys.js';
import { startApi, unique, type TestApi } from '../harness/api.js';
import { putProduct } from '../harness/catalog.js';
import { rush } from '../harness/rush.js';
import { injectTransactionConflicts, type ConflictMode } from '../harness/transaction-conflicts.js';
import { fixed, percentile, type Figure } from './report.js';

const SECTION = 'checkout';
const AT_ONCE = 50;
/** How long at most a transaction holds its items in the AWS emulation (its call, capped: AWS's TransactWriteItems of a few items takes about 10–30 ms). */
const AWS_HOLD_MS = 25;

interface Answer {
  readonly status: number;
  readonly body: { code?: string; number?: number; discount?: number; id?: string };
}

/** Ops per second of `count` calls, `AT_ONCE` at a time (the floors: DynamoDB calls of the checkout's shape, no API). */
const floor = async (count: number, call: (i: number) => Promise<unknown>) =>
  count / (await rush(count, AT_ONCE, call)).seconds;

const orderPut = (i: number, run: string) => ({
  Put: {
    TableName: TABLE_NAME,
    Item: { pk: `FLOOR#${run}#ORDER`, sk: `${i}`, line_items: 'x'.repeat(1200) },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});
const claimPut = (i: number, run: string) => ({
  Put: {
    TableName: TABLE_NAME,
    Item: { pk: `FLOOR#${run}#NUMBER`, sk: `${i}`, order_id: `${i}` },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});
const stockUpdate = (key: string) => ({
  Update: {
    TableName: TABLE_NAME,
    Key: { pk: 'FLOOR#STOCK', sk: key },
    UpdateExpression: 'SET q = if_not_exists(q, :big) - :one ADD version :one',
    ConditionExpression: 'attribute_not_exists(q) OR q >= :one',
    ExpressionAttributeValues: { ':one': 1, ':big': 1_000_000_000 },
  },
});
const couponUpdate = (sk: string) => ({
  Update: {
    TableName: TABLE_NAME,
    Key: { pk: 'FLOOR#COUPON', sk },
    UpdateExpression: 'ADD redemption_count :one, version :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** The floors of this run: what DynamoDB Local itself does at 50 at once, with nothing of the API around it. */
const measureFloors = async (size: number) => {
  const run = newId();
  const distinct = await floor(size, (i) =>
    db.send(
      new TransactWriteCommand({ TransactItems: [orderPut(i, run), claimPut(i, run), stockUpdate(`${run}-${i}`)] }),
    ),
  );
  const hot = await floor(size, (i) =>
    db.send(
      new TransactWriteCommand({
        TransactItems: [orderPut(i + size, run), claimPut(i + size, run), stockUpdate(`${run}-hot`)],
      }),
    ),
  );
  const withCoupon = await floor(size, (i) =>
    db.send(
      new TransactWriteCommand({
        TransactItems: [
          orderPut(i + 2 * size, run),
          claimPut(i + 2 * size, run),
          stockUpdate(`${run}-${i % 20}`),
          couponUpdate(`${run}-item`),
          couponUpdate(`${run}-claim`),
          { Put: { TableName: TABLE_NAME, Item: { pk: `FLOOR#${run}#REDEMPTION`, sk: `${i}` } } },
        ],
      }),
    ),
  );
  await db.send(
    new PutCommand({ TableName: TABLE_NAME, Item: { pk: 'FLOOR#STOCK', sk: `${run}-single`, q: 1_000_000_000 } }),
  );
  const conditional = await floor(2 * size, () =>
    db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: 'FLOOR#STOCK', sk: `${run}-single` },
        UpdateExpression: 'SET q = q - :one',
        ConditionExpression: 'q >= :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    ),
  );
  const counter = await floor(2 * size, () =>
    db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: 'FLOOR#COUNTER', sk: run },
        UpdateExpression: 'ADD #last :one',
        ExpressionAttributeNames: { '#last': 'last' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    ),
  );
  return { distinct, hot, withCoupon, conditional, counter };
};

export const measureCheckout = async () => {
  const scale = Number(process.env.BENCH_CHECKOUT_SCALE ?? '1');
  const sized = (count: number) => Math.max(10, Math.round(count * scale));
  const conflicts = injectTransactionConflicts(db);
  const api = await startApi();
  try {
    const owner = await api.owner();
    // Plain fetch: the tests' contract check of every answer would take CPU from the server under test.
    const buyer =
      (who: typeof owner) =>
      async (body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> => {
        const res = await fetch(`${api.url}/orders`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            authorization: `Bearer ${who.token}`,
            'x-service-site': who.site.id,
            'content-type': 'application/json',
            ...headers,
          },
        });
        return { status: res.status, body: (await res.json()) as Answer['body'] };
      };
    const site = async () => {
      const who = await api.owner();
      return { who, checkout: buyer(who) };
    };
    const coupon = async (who: typeof owner, body: Record<string, unknown>) => {
      const res = await api.request('POST', '/coupons', {
        token: who.token,
        site: who.site.id,
        body: { code: unique('BENCH'), coupon_type: 'percentage', coupon_percentage: 10, ...body },
      });
      if (res.status !== 201) throw new Error(`coupon: ${res.status} ${res.text}`);
      return res.body as { id: string; code: string };
    };
    const products = (who: typeof owner, count: number, stock: number) =>
      Promise.all(Array.from({ length: count }, () => putProduct(who, { inventory_quantity: stock })));

    /** One rush: its rate, latencies, and what the buyers got (status and code, counted). */
    const runRush = async (
      count: number,
      body: (i: number) => Record<string, unknown>,
      checkout: ReturnType<typeof buyer>,
      mode?: ConflictMode,
    ) => {
      conflicts.set(mode);
      const { answers, seconds } = await rush(count, AT_ONCE, (i) => checkout(body(i)));
      const injected = conflicts.counts;
      conflicts.set(undefined);
      const outcomes = new Map<string, number>();
      for (const { value } of answers) {
        const outcome = value.status === 201 ? '201' : `${value.status} ${value.body.code}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
      const ms = answers.map((answer) => answer.ms);
      return {
        rate: count / seconds,
        seconds,
        p50: percentile(ms, 50),
        p99: percentile(ms, 99),
        answers: answers.map((answer) => answer.value),
        placed: outcomes.get('201') ?? 0,
        outcomes: Object.fromEntries(outcomes),
        injected,
        refused: count - (outcomes.get('201') ?? 0),
      };
    };
    const show = (outcomes: Record<string, number>) =>
      Object.entries(outcomes)
        .map(([outcome, n]) => `${n}× ${outcome}`)
        .join(', ');

    // A fresh DynamoDB Local and server run their first calls cold: warm both before measuring.
    const quiet = await site();
    const [mug] = await products(quiet.who, 1, 100_000);
    await measureFloors(sized(100));
    await rush(sized(100), AT_ONCE, (i) =>
      quiet.checkout({ email: `warm${i}@example.com`, line_items: [{ product: mug!.id, quantity: 1 }] }),
    );

    process.stderr.write('bench: checkout floors\n');
    const floors = await measureFloors(sized(300));

    // One checkout at a time: the latency the rush's p99 is held against, and its round trips.
    const single: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      const res = await quiet.checkout({ email: `q${i}@example.com`, line_items: [{ product: mug!.id, quantity: 1 }] });
      if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
      single.push(performance.now() - started);
    }
    const before = dynamoRequestCount();
    await quiet.checkout({ email: 'count@example.com', line_items: [{ product: mug!.id, quantity: 1 }] });
    const roundTrips = dynamoRequestCount() - before;
    const quietP50 = percentile(single, 50);

    process.stderr.write('bench: checkout rushes\n');
    const many = await site();
    const twenty = await products(many.who, 20, 100_000);
    const rushA = await runRush(
      sized(300),
      (i) => ({ email: `a${i}@example.com`, line_items: [{ product: twenty[i % 20]!.id, quantity: 1 }] }),
      many.checkout,
    );
    const rushAws = await runRush(
      sized(150),
      (i) => ({ email: `w${i}@example.com`, line_items: [{ product: twenty[i % 20]!.id, quantity: 1 }] }),
      many.checkout,
      { itemLocks: true, holdMs: AWS_HOLD_MS },
    );

    const one = await site();
    const [hot] = await products(one.who, 1, 100_000);
    const rushB = await runRush(
      sized(200),
      (i) => ({ email: `b${i}@example.com`, line_items: [{ product: hot!.id, quantity: 1 }] }),
      one.checkout,
    );
    const rushBAws = await runRush(
      sized(100),
      (i) => ({ email: `h${i}@example.com`, line_items: [{ product: hot!.id, quantity: 1 }] }),
      one.checkout,
      { itemLocks: true, holdMs: AWS_HOLD_MS },
    );

    const scarce = await site();
    const stock = sized(100);
    const [last] = await products(scarce.who, 1, stock);
    const rushC = await runRush(
      2 * stock,
      (i) => ({ email: `c${i}@example.com`, line_items: [{ product: last!.id, quantity: 1 }] }),
      scarce.checkout,
    );
    const left = (
      await api.request('GET', `/products/${last!.id}`, { token: scarce.who.token, site: scarce.who.site.id })
    ).body.inventory_quantity as number;

    const sale = await site();
    const saleProducts = await products(sale.who, 20, 100_000);
    const unlimited = await coupon(sale.who, {});
    const rushD = await runRush(
      sized(1050),
      (i) => ({
        email: `d${i}@example.com`,
        coupon: unlimited.code,
        line_items: [{ product: saleProducts[i % 20]!.id, quantity: 1 }],
      }),
      sale.checkout,
    );
    const discounted = rushD.answers.filter(
      (answer) => answer.status === 201 && (answer.body.discount ?? 0) > 0,
    ).length;
    const counted = (
      await api.request('GET', `/coupons/${unlimited.id}`, { token: sale.who.token, site: sale.who.site.id })
    ).body.redemption_count as number;
    const limit = sized(100);
    const hundred = await coupon(sale.who, { lifespan: 'limited', lifespan_amount: limit });
    const rushE = await runRush(
      2 * limit,
      (i) => ({
        email: `e${i}@example.com`,
        coupon: hundred.code,
        line_items: [{ product: saleProducts[i % 20]!.id, quantity: 1 }],
      }),
      sale.checkout,
    );
    const couponAws = await runRush(
      sized(150),
      (i) => ({
        email: `u${i}@example.com`,
        coupon: unlimited.code,
        line_items: [{ product: saleProducts[i % 20]!.id, quantity: 1 }],
      }),
      sale.checkout,
      { itemLocks: true, holdMs: AWS_HOLD_MS },
    );

    const faulty = await site();
    const faultProducts = await products(faulty.who, 20, 100_000);
    const rushF = await runRush(
      sized(300),
      (i) => ({ email: `f${i}@example.com`, line_items: [{ product: faultProducts[i % 20]!.id, quantity: 1 }] }),
      faulty.checkout,
      { rate: 0.1 },
    );
    const stored = (await listAll(api, faulty.who)).length;
    const numbersF = new Set(
      rushF.answers.filter((answer) => answer.status === 201).map((answer) => answer.body.number),
    );

    const perSecond = (rate: number) => `${fixed(rate, 0)}/s`;
    const ofFloor = (rate: number, base: number) =>
      `${perSecond(rate)} (${fixed((100 * rate) / base, 0)}% of the floor's ${perSecond(base)})`;
    const throughput = (rate: number, base: number) => rate >= 100 || rate >= 0.5 * base;
    const figures: Figure[] = [
      {
        section: SECTION,
        name: 'floor: TransactWriteItems (order, number claim, stock) on distinct items, 50 at once',
        value: perSecond(floors.distinct),
        target: '',
      },
      {
        section: SECTION,
        name: 'floor: the same on one hot stock item, 50 at once',
        value: perSecond(floors.hot),
        target: '',
      },
      {
        section: SECTION,
        name: 'floor: the same with a coupon (its item, claim copy, a redemption item), 50 at once',
        value: perSecond(floors.withCoupon),
        target: '',
      },
      {
        section: SECTION,
        name: 'floor: conditional UpdateItem on one hot stock item, 50 at once',
        value: perSecond(floors.conditional),
        target: '',
      },
      {
        section: SECTION,
        name: 'floor: unconditional counter ADD on one item, 50 at once',
        value: perSecond(floors.counter),
        target: '',
      },
      { section: SECTION, name: 'one checkout at a time (30)', value: `p50 ${fixed(quietP50, 0)} ms`, target: '' },
      {
        section: SECTION,
        name: 'DynamoDB requests of an uncontended checkout',
        value: String(roundTrips),
        target: '≤ 4 (3 + the order number outside the transaction)',
        met: roundTrips <= 4,
      },
      {
        section: SECTION,
        name: `${rushA.answers.length} buyers, 50 at once, 20 products`,
        value: `${ofFloor(rushA.rate, floors.distinct)}; ${rushA.refused} refused`,
        target: '≥ 100/s or ≥ 50% of the floor; 0 refused',
        met: throughput(rushA.rate, floors.distinct) && rushA.refused === 0,
      },
      {
        section: SECTION,
        name: `  its latency against one checkout at a time`,
        value: `p50 ${fixed(rushA.p50, 0)} ms, p99 ${fixed(rushA.p99, 0)} ms (${fixed(rushA.p99 / quietP50, 1)}× the quiet p50)`,
        target: 'p99 ≤ 10× the quiet p50',
        met: rushA.p99 <= 10 * quietP50,
      },
      {
        section: SECTION,
        name: `  the same with AWS's conflicts emulated (items held ≤ ${AWS_HOLD_MS} ms)`,
        value: `${perSecond(rushAws.rate)}; ${rushAws.refused} refused; ${rushAws.injected.injected} of ${rushAws.injected.transactions} transactions answered TransactionConflict`,
        target: '0 refused',
        met: rushAws.refused === 0,
      },
      {
        section: SECTION,
        name: `${rushB.answers.length} buyers, 50 at once, one product`,
        value: `${ofFloor(rushB.rate, floors.hot)}; ${rushB.refused} refused`,
        target: '≥ 50/s; 0 refused',
        met: rushB.rate >= 50 && rushB.refused === 0,
      },
      {
        section: SECTION,
        name: `  the same with AWS's conflicts emulated (items held ≤ ${AWS_HOLD_MS} ms)`,
        value: `${perSecond(rushBAws.rate)} (one transaction at a time on its stock item); ${rushBAws.refused} refused; ${rushBAws.injected.injected} of ${rushBAws.injected.transactions} answered TransactionConflict`,
        target: '0 refused',
        met: rushBAws.refused === 0,
      },
      {
        section: SECTION,
        name: `${rushC.answers.length} buyers, 50 at once, one product with ${stock} in stock`,
        value: `${show(rushC.outcomes)}; stock ${left}`,
        target: `${stock} orders, ${stock} out_of_stock, stock 0`,
        met: rushC.placed === stock && rushC.outcomes['409 out_of_stock'] === stock && left === 0,
      },
      {
        section: SECTION,
        name: `${rushD.answers.length} buyers, 50 at once, one unlimited percentage coupon, 20 products`,
        value: `${discounted} discounted orders, redemption_count ${counted}; ${ofFloor(rushD.rate, floors.withCoupon)}; ${rushD.refused} refused`,
        target: `${rushD.answers.length} discounted; the target without the coupon`,
        met: discounted === rushD.answers.length && counted === discounted && throughput(rushD.rate, floors.distinct),
      },
      {
        section: SECTION,
        name: `  ${couponAws.answers.length} more with AWS's conflicts emulated (the coupon is one hot pair)`,
        value: `${perSecond(couponAws.rate)}; ${couponAws.refused} refused; ${couponAws.injected.injected} of ${couponAws.injected.transactions} answered TransactionConflict`,
        target: '0 refused',
        met: couponAws.refused === 0,
      },
      {
        section: SECTION,
        name: `a limited coupon of ${limit} under a rush of ${rushE.answers.length}`,
        value: show(rushE.outcomes),
        target: `exactly ${limit} discounted orders`,
        met:
          rushE.placed === limit &&
          rushE.answers.filter((answer) => answer.status === 201).every((answer) => (answer.body.discount ?? 0) > 0),
      },
      {
        section: SECTION,
        name: `${rushF.answers.length} buyers, 10% of transactions answered TransactionConflict`,
        value: `${show(rushF.outcomes)}; ${stored} orders stored, ${numbersF.size} numbers; ${rushF.injected.injected} of ${rushF.injected.transactions} injected`,
        target: 'every buyer an order or a coded answer; none lost, none doubled',
        met:
          rushF.answers.every(
            (answer) => answer.status === 201 || (answer.status < 500 && answer.body.code !== undefined),
          ) &&
          stored === rushF.placed &&
          numbersF.size === rushF.placed,
      },
    ];
    const results = {
      floors,
      quiet: { p50: quietP50, roundTrips },
      rushes: Object.fromEntries(
        Object.entries({ rushA, rushAws, rushB, rushBAws, rushC, rushD, couponAws, rushE, rushF }).map(([name, r]) => [
          name,
          {
            buyers: r.answers.length,
            rate: r.rate,
            seconds: r.seconds,
            p50: r.p50,
            p99: r.p99,
            outcomes: r.outcomes,
            injected: r.injected,
          },
        ]),
      ),
    };
    return { results, figures };
  } finally {
    conflicts.set(undefined);
    await api.close();
  }
};

/** Every order of a site, through the API (100 a page). */
const listAll = async (api: TestApi, who: { token: string; site: { id: string } }) => {
  const orders: unknown[] = [];
  let path: string | undefined = '/orders?per_page=100';
  while (path) {
    const res: { body: unknown; headers: Headers } = await api.request('GET', path, {
      token: who.token,
      site: who.site.id,
    });
    orders.push(...(res.body as unknown[]));
    path = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1]?.replace(api.url, '');
  }
  return orders;
};
