import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '../../functions/routes.js';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { recipeFor } from '../../harness/recipes.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { useApi, type Owner } from '../helpers/api.js';

// Fault handling: DynamoDB faults injected into every handler, on the real local server. A client
// middleware fails chosen commands the way DynamoDB does when it is overloaded or when two
// transactions collide (faults DynamoDB Local cannot be made to produce), after the SDK's own
// retries. Every route must answer a clean 503 with Retry-After (or a retryable 409/412 for a
// write conflict), never a 500, and never leave a half-applied write behind.

vi.hoisted(() => {
  process.env.RATE_LIMIT_PER_MINUTE = '100000';
});

type Fault = 'throttle' | 'conflict' | 'second-write';
let fault: Fault | undefined;
/** Whether the injected fault hit a command during the request (some routes never reach a write). */
let fired = false;
let writes = 0;
const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

const throttled = () =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
    name: 'ProvisionedThroughputExceededException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
    $retryable: { throttling: true },
  });
const conflicted = () =>
  Object.assign(
    new Error('Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]'),
    {
      name: 'TransactionCanceledException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
      CancellationReasons: [{ Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }],
    },
  );

// Authentication is let through: the fault hits the route's work. Authentication is the token's
// GetItem, or the BatchGetItem that reads the token with a route's prefetched items (a read by id
// then has no other request to fail: it is served whole or not at all), and the rate limit's
// occasional UpdateItem on the token (its flush).
const isTokenKey = (key: unknown) => String((key as { pk?: unknown } | undefined)?.pk ?? '').startsWith('TOKEN#');
db.middlewareStack.add(
  (next, context) => async (args) => {
    const input = args.input as { Key?: { pk?: string }; RequestItems?: Record<string, { Keys?: unknown[] }> };
    const isAuth =
      (['GetItemCommand', 'UpdateItemCommand'].includes(String(context.commandName)) && isTokenKey(input.Key)) ||
      (context.commandName === 'BatchGetItemCommand' &&
        Object.values(input.RequestItems ?? {}).some((read) => read.Keys?.some(isTokenKey)));
    if (fault === 'throttle' && !isAuth) {
      fired = true;
      throw throttled();
    }
    // A change split over several writes is caught half-done when only a later one fails.
    if (fault === 'second-write' && !isAuth && WRITES.has(String(context.commandName)) && ++writes >= 2) {
      fired = true;
      throw throttled();
    }
    if (fault === 'conflict' && !isAuth && WRITES.has(String(context.commandName))) {
      fired = true;
      throw context.commandName === 'TransactWriteItemsCommand' ? conflicted() : throttled();
    }
    return next(args);
  },
  { step: 'initialize', name: 'injectFaults', priority: 'high' },
);

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const snapshot = async () => {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new ScanCommand({ TableName: TABLE_NAME, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of out.Items ?? []) {
      if (String(item.pk).startsWith('LOGINFAIL#')) continue;
      // A token's request counts and last use move with every request.
      items.push(
        JSON.stringify(
          Object.entries(item)
            .filter(([name]) => !name.startsWith('rl_') && name !== 'lastUsedAt')
            .sort(([a], [b]) => a.localeCompare(b)),
        ),
      );
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort();
};

const prepared = async (route: RouteDefinition) => {
  const recipe = recipeFor(route);
  if (!recipe) throw new Error(`No recipe for ${route.name}: add one to harness/recipes.ts`);
  return recipe({ api, owner });
};

const send = async (route: RouteDefinition, injected: Fault) => {
  const request = await prepared(route);
  const before = await snapshot();
  fault = injected;
  fired = false;
  writes = 0;
  try {
    return {
      res: await api.request(request.method, request.path, request.options),
      before,
      request,
      fired: () => fired,
    };
  } finally {
    fault = undefined;
  }
};

describe('DynamoDB faults in every handler', () => {
  it.each(routes.map((route) => [route.name, route] as const))(
    '%s answers throttling with 503 and Retry-After, changing nothing',
    async (name, route) => {
      const { res, before, request, fired: hit } = await send(route, 'throttle');
      const context = `${name}: ${res.status} ${res.text.slice(0, 200)}`;
      if (!hit()) {
        // served without DynamoDB (the API description and docs page)
        expect(request.expect, context).toContain(res.status);
        return;
      }
      expect(res.status, context).toBe(503);
      expect(Number(res.headers.get('retry-after')), context).toBeGreaterThan(0);
      const type = res.headers.get('content-type') ?? '';
      if (type.startsWith('application/json')) {
        expect(res.body.code ?? res.body.error, context).toMatch(/service_unavailable|temporarily_unavailable/);
        expect(res.text, context).not.toMatch(/Exception|at .*\.ts/);
      }
      expect(await snapshot(), `${name} left a partial write`).toEqual(before);
    },
  );

  it.each(routes.filter((route) => route.method !== 'GET').map((route) => [route.name, route] as const))(
    '%s answers a write conflict with a retryable status, never a 500 or a partial write',
    async (name, route) => {
      const { res, before, request, fired: hit } = await send(route, 'conflict');
      const context = `${name}: ${res.status} ${res.text.slice(0, 200)}`;
      if (!hit()) {
        // this request never writes (introspection, sign-in steps that fail first)
        expect(request.expect, context).toContain(res.status);
        return;
      }
      expect([409, 412, 503], context).toContain(res.status);
      if (res.status === 409 || res.status === 503) expect(res.headers.get('retry-after'), context).not.toBeNull();
      expect(await snapshot(), `${name} left a partial write`).toEqual(before);
    },
  );

  // Deletes whose parent goes in one transaction and whose children (in the parent's own
  // partitions, unreachable once it is gone) are purged afterwards: a failed purge is logged, and
  // the delete, which has happened, is reported as done (lib/db/purge.ts).
  const CASCADES = new Set(['delete-theme', 'delete-blog', 'delete-channel']);
  // Deletes that first mark their target (which then counts as gone), then finish in later writes:
  // a failure answers 503, and the retried request completes the delete (lib/oauth/clients.ts).
  const RESUMABLE = new Set(['delete-oauth-client']);
  // Calls whose writes after the work are bookkeeping: a cloud function's answer is the code's even
  // when giving back its concurrency lease or writing its log fails (the lease lapses at its expiry,
  // the failure is logged), so the only trace is that lease (and maybe the log item).
  const BOOKKEEPING = new Set(['call-function']);
  // The checkout takes its order number (one UpdateItem on the site's counter) before its one
  // transaction: a transaction that then fails leaves the number unused, a gap by design.
  // Nothing else of the order may stay behind.
  const NUMBERED = new Set(['create-order']);
  const withoutCounter = (items: string[]) => items.filter((item) => !item.includes('#ORDER_COUNTER"'));

  it.each(routes.filter((route) => route.method !== 'GET').map((route) => [route.name, route] as const))(
    '%s applies all of its change or none when a later write fails',
    async (name, route) => {
      const { res, before, request, fired: hit } = await send(route, 'second-write');
      const context = `${name}: ${res.status} ${res.text.slice(0, 200)}`;
      if (!hit()) {
        // one write at most: all or nothing by construction
        expect(request.expect, context).toContain(res.status);
        return;
      }
      if (BOOKKEEPING.has(name)) {
        expect(request.expect, context).toContain(res.status);
        const after = await snapshot();
        const changed = after.filter((item) => !before.includes(item));
        expect(
          changed.every((item) => /CLOUDCODE(_LOG)?"/.test(item)),
          `${name}: only the lease and the log changed`,
        ).toBe(true);
        expect(
          changed.some((item) => item.includes('"leases"')),
          `${name}: the lease is still held`,
        ).toBe(true);
        return;
      }
      if (CASCADES.has(name)) {
        expect(res.status, context).toBe(204);
        expect(
          (await api.request('GET', request.path, request.options)).status,
          `${name}: the deleted resource is gone`,
        ).toBe(404);
        return;
      }
      expect(res.status, context).toBe(503);
      if (NUMBERED.has(name)) {
        const after = await snapshot();
        expect(withoutCounter(after), `${name} left a partial write`).toEqual(withoutCounter(before));
        expect(
          after.filter((item) => !before.includes(item)),
          `${name}: only the counter moved`,
        ).toHaveLength(1);
        return;
      }
      if (RESUMABLE.has(name)) {
        const retried = await api.request(request.method, request.path, request.options);
        expect(request.expect, `${name} retried: ${retried.status} ${retried.text.slice(0, 200)}`).toContain(
          retried.status,
        );
        expect(
          (await api.request(request.method, request.path, request.options)).status,
          `${name}: gone after the retry`,
        ).toBe(404);
        const after = await snapshot();
        expect(
          before.filter((item) => !after.includes(item)),
          `${name}: only its target went`,
        ).toHaveLength(1);
        expect(
          after.filter((item) => !before.includes(item)),
          `${name}: nothing new stays behind`,
        ).toEqual([]);
        return;
      }
      expect(await snapshot(), `${name} left a partial write`).toEqual(before);
    },
  );
});
