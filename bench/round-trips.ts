/**
 * Round trips and capacity: every route of functions/routes.ts, through the local server on
 * DynamoDB Local, with the DynamoDB requests it sends and the capacity they consume
 * (ReturnConsumedCapacity: TOTAL, set by a middleware added here for the benchmark only).
 * Expects TABLE_NAME and AWS_ENDPOINT_URL_DYNAMODB to be set before it is imported.
 */
import { db, isAmortized } from '../lib/db/client.js';
import { routes } from '../functions/routes.js';
import { startApi } from '../harness/api.js';
import type { Figure } from './report.js';
import {
  BUDGET_EXCEPTIONS,
  BUDGETS,
  budgetOf,
  categoryOf,
  largeCheckout,
  recipeFor,
  recipeKey,
  type Recipe,
} from '../harness/recipes.js';

const SECTION = 'round trips';

interface CapacityEntry {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}
const unitsOf = (consumed: CapacityEntry | CapacityEntry[] | undefined): number =>
  [consumed ?? []]
    .flat()
    .reduce(
      (sum, entry) => sum + (entry.CapacityUnits ?? (entry.ReadCapacityUnits ?? 0) + (entry.WriteCapacityUnits ?? 0)),
      0,
    );

let recording: { commands: string[]; capacity: number } | undefined;

// Benchmark only: ask every request for its consumed capacity and record what each call sent.
db.middlewareStack.add(
  (next, context) => async (args) => {
    (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
    const result = await next(args);
    // A rate-limit flush belongs to no one call (amortized over many, and measured by the hotpath section).
    if (recording && !isAmortized(context)) {
      recording.commands.push(String(context.commandName ?? '?').replace(/Command$/, ''));
      recording.capacity += unitsOf(
        (result.output as { ConsumedCapacity?: CapacityEntry | CapacityEntry[] }).ConsumedCapacity,
      );
    }
    return result;
  },
  { step: 'initialize', name: 'benchConsumedCapacity' },
);

export interface RouteRoundTrips {
  readonly route: string;
  readonly key: string;
  readonly category: string;
  readonly budget: number;
  readonly requests?: number;
  readonly capacityUnits?: number;
  readonly commands?: readonly string[];
  readonly status?: number;
  readonly error?: string;
}

type Api = Awaited<ReturnType<typeof startApi>>;

/** Runs a recipe's setup, then its one request, recording the DynamoDB commands and capacity of that request. */
const measure = async (
  api: Api,
  owner: Awaited<ReturnType<Api['owner']>>,
  recipe: Recipe,
  base: Omit<RouteRoundTrips, 'requests'>,
): Promise<RouteRoundTrips> => {
  try {
    const request = await recipe({ api, owner });
    recording = { commands: [], capacity: 0 };
    let status = 0;
    const requests = await api.countRequests(async () => {
      status = (await api.request(request.method, request.path, request.options)).status;
    });
    const { commands, capacity } = recording;
    return {
      ...base,
      requests,
      capacityUnits: capacity,
      commands,
      status,
      ...(!request.expect.includes(status) && { error: `answered ${status}, expected ${request.expect.join('/')}` }),
    };
  } catch (error) {
    return { ...base, error: error instanceof Error ? error.message : String(error) };
  } finally {
    recording = undefined;
  }
};

export const measureRoundTrips = async (): Promise<{ rows: RouteRoundTrips[]; figures: Figure[] }> => {
  const api = await startApi();
  const rows: RouteRoundTrips[] = [];
  try {
    const owner = await api.owner();
    for (const route of routes) {
      const base = { route: route.name, key: recipeKey(route), category: categoryOf(route), budget: budgetOf(route) };
      const recipe = recipeFor(route);
      if (!recipe) {
        rows.push({ ...base, error: 'no recipe in harness/recipes.ts' });
        continue;
      }
      rows.push(await measure(api, owner, recipe, base));
    }
    rows.push(
      await measure(api, owner, largeCheckout, {
        route: 'create-order, 50 lines',
        key: 'POST /orders',
        category: 'create',
        budget: BUDGETS.create,
      }),
    );
  } finally {
    await api.close();
  }
  const figures: Figure[] = rows.map((row) => {
    const exception = BUDGET_EXCEPTIONS[row.route];
    const category = exception ? `${row.category}, pinned` : row.category;
    if (row.error !== undefined) {
      return {
        section: SECTION,
        name: `${row.route} (${category})`,
        value: `error: ${row.error.slice(0, 60)}`,
        target: `<= ${row.budget} req`,
        met: false,
      };
    }
    const issueTarget = BUDGETS[row.category as keyof typeof BUDGETS];
    return {
      section: SECTION,
      name: `${row.route} (${category})`,
      value: `${row.requests} req, ${(row.capacityUnits ?? 0).toFixed(1)} CU: ${(row.commands ?? []).join(' ')}`,
      target: exception ? `<= ${issueTarget} req (pinned at ${row.budget})` : `<= ${row.budget} req`,
      // A pinned route holds its test budget but is still over its category's target.
      met: (row.requests as number) <= issueTarget,
    };
  });
  return { rows, figures };
};
