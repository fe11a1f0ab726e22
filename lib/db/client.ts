import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../config.js';
import { tracer } from '../http/telemetry.js';
import { prefetchedAnswer } from './prefetch.js';

/** The table every function uses. Read once at module load. */
export const TABLE_NAME = requireEnv('TABLE_NAME');

// The SDK reads AWS_ENDPOINT_URL_DYNAMODB itself, which is how the local server targets
// DynamoDB Local without any code path of its own.
/**
 * Attempts per DynamoDB call, the first included: throttling and transient errors are retried with
 * the SDK's backoff (the SDK's own default for DynamoDB), then surface as a 503 with Retry-After.
 */
export const DYNAMODB_MAX_ATTEMPTS = 4;

// With tracing on, each DynamoDB call becomes an X-Ray subsegment.
const client = new DynamoDBClient({ maxAttempts: DYNAMODB_MAX_ATTEMPTS });
const dynamodb = tracer ? tracer.captureAWSv3Client(client) : client;

let requests = 0;
let amortizedRequests = 0;
const AMORTIZED = 'siteApiAmortized';
// Counts every request actually sent (retries included) so tests and the benchmark can hold
// each route to its round-trip budget; requests whose cost is spread over many API calls (the
// rate limit's flushes) are counted apart, so a budget is not a matter of when a flush falls.
dynamodb.middlewareStack.add(
  (next, context) => async (args) => {
    if ((context as Record<string, unknown>)[AMORTIZED]) amortizedRequests += 1;
    else requests += 1;
    return next(args);
  },
  { step: 'finalizeRequest', name: 'countRequests' },
);

/** Document client: plain JS values in and out, undefined attributes dropped. */
export const db = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

// A read of items authentication has just read with the token (a route's prefetch) is
// answered from that read before the SDK builds its middleware chain: it is never sent, so it is
// not counted either. The prototype's `send` is looked up at each call (a test's mock of the
// class is honoured).
db.send = function sendUnlessPrefetched(this: DynamoDBDocumentClient, command: unknown, ...rest: unknown[]) {
  const name =
    command instanceof GetCommand
      ? 'GetItemCommand'
      : command instanceof BatchGetCommand
        ? 'BatchGetItemCommand'
        : undefined;
  const answer = name && prefetchedAnswer(name, (command as GetCommand).input);
  if (answer) return Promise.resolve({ ...answer, $metadata: {} });
  return (DynamoDBDocumentClient.prototype.send as (...args: unknown[]) => unknown).apply(this, [command, ...rest]);
} as typeof db.send;

/** Number of DynamoDB requests this process has sent so far, amortized ones apart. */
export const dynamoRequestCount = (): number => requests;

/** Number of amortized DynamoDB requests (see {@link amortized}) this process has sent so far. */
export const amortizedRequestCount = (): number => amortizedRequests;

/** True in a middleware's context once the command it carries was marked {@link amortized}. */
export const isAmortized = (context: object): boolean => Boolean((context as Record<string, unknown>)[AMORTIZED]);

/**
 * Marks a command whose cost is spread over many API calls (one rate-limit flush per up to 50
 * requests): it is counted by {@link amortizedRequestCount}, not by dynamoRequestCount.
 */
export const amortized = <C extends { middlewareStack: { add: (...args: never[]) => unknown } }>(command: C): C => {
  const mark = (next: (args: unknown) => unknown, context: Record<string, unknown>) => (args: unknown) => {
    context[AMORTIZED] = true;
    return next(args);
  };
  // The document client hands the command's stack on to the low-level command, which adds it again.
  (
    command.middlewareStack.add as (
      middleware: typeof mark,
      options: { step: 'initialize'; name: string; override: boolean },
    ) => void
  )(mark, { step: 'initialize', name: 'markAmortized', override: true });
  return command;
};
