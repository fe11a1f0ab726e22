import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../config.js';
import { tracer } from '../http/telemetry.js';

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
// Counts every request actually sent (retries included) so tests and the benchmark can hold
// each route to its round-trip budget.
dynamodb.middlewareStack.add(
  (next) => async (args) => {
    requests += 1;
    return next(args);
  },
  { step: 'finalizeRequest', name: 'countRequests' },
);

/** Document client: plain JS values in and out, undefined attributes dropped. */
export const db = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

/** Number of DynamoDB requests this process has sent so far. */
export const dynamoRequestCount = (): number => requests;
