/**
 * Warm overhead: requests per second through the full middleware stack (auth, site, scope,
 * validation, serialization) with DynamoDB answering from a mock instantly, next to a bare
 * handler that returns the same JSON. The mock's answers are recorded from one real call on
 * DynamoDB Local first, so they have exactly the shape the route reads.
 * Expects TABLE_NAME and AWS_ENDPOINT_URL_DYNAMODB to be set before it is imported.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { db } from '../lib/db/client.js';
import { prefetchedAnswer } from '../lib/db/prefetch.js';
import { unique, type Owner, type TestApi } from '../harness/api.js';
import { fixed, type Figure } from './report.js';
import { functionFolder } from '../functions/routes.js';

const SECTION = 'warm overhead';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** A call to replay: the function, its event, and what DynamoDB answered to each command of one real call. */
export interface Scenario {
  readonly label: string;
  readonly functionName: string;
  readonly event: () => APIGatewayProxyEventV2;
  readonly answers: ReadonlyMap<string, unknown>;
  readonly response: APIGatewayProxyStructuredResultV2;
}

const lambdaContext = (functionName: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'bench',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

interface EventInput {
  readonly method: string;
  readonly routeKey: string;
  readonly path: string;
  readonly pathParameters?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly body?: unknown;
}

/** An API Gateway HTTP API (payload 2.0) event, built fresh for every call (middy's body parser replaces event.body). */
const apiEvent = (input: EventInput) => (): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: input.routeKey,
  rawPath: input.path,
  rawQueryString: new URLSearchParams(input.query ?? {}).toString(),
  headers: {
    host: '127.0.0.1',
    'x-forwarded-proto': 'http',
    ...(input.body !== undefined && { 'content-type': 'application/json' }),
    ...input.headers,
  },
  queryStringParameters: input.query,
  pathParameters: input.pathParameters,
  requestContext: {
    accountId: 'bench',
    apiId: 'bench',
    domainName: '127.0.0.1',
    domainPrefix: 'bench',
    http: { method: input.method, path: input.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
    requestId: 'bench',
    routeKey: input.routeKey,
    stage: '$default',
    time: new Date().toUTCString(),
    timeEpoch: Date.now(),
  },
  body: input.body === undefined ? undefined : JSON.stringify(input.body),
  isBase64Encoded: false,
});

const loadHandler = async (name: string): Promise<Handler> =>
  ((await import(`../functions/${functionFolder(name)}/${name}.ts`)) as { handler: Handler }).handler;

/** What an answer is filed under: the command, and the item for a command on one key (the token's GetItem and the page's differ). */
const answerKey = (commandName: string, input: unknown): string => {
  const key = (input as { Key?: { pk?: unknown; sk?: unknown } } | undefined)?.Key;
  return key ? `${commandName} ${String(key.pk)}|${String(key.sk)}` : commandName;
};

let recording: Map<string, unknown> | undefined;
db.middlewareStack.add(
  (next, context) => async (args) => {
    const result = await next(args);
    recording?.set(answerKey(String(context.commandName), args.input), result.output);
    return result;
  },
  { step: 'initialize', name: 'benchRecordAnswers' },
);

/** Runs one real call on DynamoDB Local and keeps DynamoDB's answers by command name. */
const record = async (label: string, functionName: string, event: () => APIGatewayProxyEventV2): Promise<Scenario> => {
  const handler = await loadHandler(functionName);
  recording = new Map();
  const response = await handler(event(), lambdaContext(functionName));
  const answers = recording;
  recording = undefined;
  if ((response.statusCode ?? 200) >= 300)
    throw new Error(`${functionName} answered ${response.statusCode}: ${response.body}`);
  return { label, functionName, event, answers, response };
};

/** The read route (GET /pages/{page}) and the batch route (POST /pages/{page}/batch), recorded on DynamoDB Local. */
export const recordScenarios = async (api: TestApi, owner: Owner): Promise<Scenario[]> => {
  const headers = { authorization: `Bearer ${owner.token}`, 'x-service-site': owner.site.id };
  const created = await api.request('POST', '/pages', {
    token: owner.token,
    site: owner.site.id,
    body: { title: unique('Warm '), items: { hero: { content: 'Hello' } } },
  });
  if (created.status !== 201) throw new Error(`POST /pages answered ${created.status}: ${created.text}`);
  const id = created.body.id as string;
  const etag = created.headers.get('etag') as string;
  const read = await record(
    'read route GET /pages/{page}',
    'get-page',
    apiEvent({
      method: 'GET',
      routeKey: 'GET /pages/{page}',
      path: `/pages/${id}`,
      pathParameters: { page: id },
      headers,
    }),
  );
  // Every replayed call reads the recorded version, so the same If-Match holds each time.
  const batch = await record(
    'batch route POST /pages/{page}/batch',
    'batch-page',
    apiEvent({
      method: 'POST',
      routeKey: 'POST /pages/{page}/batch',
      path: `/pages/${id}/batch`,
      pathParameters: { page: id },
      headers: { ...headers, 'if-match': etag },
      body: {
        operations: [
          { op: 'set', path: '/title', value: 'Warm batch' },
          { op: 'set', path: '/items/hero/content', value: 'Hi' },
        ],
      },
    }),
  );
  return [read, batch];
};

/** Calls `fn` back to back for `ms` milliseconds; returns calls per second. */
const throughput = async (fn: () => Promise<unknown>, ms: number): Promise<number> => {
  let calls = 0;
  const start = performance.now();
  const end = start + ms;
  while (performance.now() < end) {
    await fn();
    calls += 1;
  }
  return calls / ((performance.now() - start) / 1000);
};

export interface WarmResult {
  readonly label: string;
  readonly stackRps: number;
  readonly bareRps: number;
  readonly ratio: number;
}

/** Stack and bare handler measured in alternating rounds, so drift on a busy machine hits both alike. */
export const measureWarm = async (
  scenarios: readonly Scenario[],
  options: { rounds: number; roundMs: number },
): Promise<{ results: WarmResult[]; figures: Figure[] }> => {
  // Instant answers: the recorded output of each command of the real call, looked up by command
  // class. (aws-sdk-client-mock's sinon matching costs ~130 µs a call, which would be billed to the
  // stack; a map lookup costs nothing measurable.)
  const realSend = db.send.bind(db);
  let answers = new Map<string, unknown>();
  db.send = (async (command: object) => {
    const name = CLIENT_COMMANDS[command.constructor.name] ?? command.constructor.name;
    const input = (command as { input?: unknown }).input;
    // A read of what authentication read with the token is answered from that read, as the
    // document client's own middleware does (lib/db/prefetch.ts).
    // The rate limit's flush (amortized, one per batch of requests): acknowledged.
    const flush =
      name === 'UpdateItemCommand' && String((input as { Key?: { pk?: unknown } }).Key?.pk).startsWith('TOKEN#')
        ? { Attributes: {} }
        : undefined;
    const output = prefetchedAnswer(name, input) ?? flush ?? answers.get(answerKey(name, input));
    if (output === undefined) throw new Error(`a command the recording has no answer for: ${command.constructor.name}`);
    return output;
  }) as typeof db.send;
  const results: WarmResult[] = [];
  try {
    for (const scenario of scenarios) {
      answers = new Map(scenario.answers);
      const handler = await loadHandler(scenario.functionName);
      const body = JSON.parse(scenario.response.body ?? 'null') as unknown;
      const headers = scenario.response.headers;
      const bare: Handler = async () => ({ statusCode: 200, headers, body: JSON.stringify(body) });
      const stackCall = async () => {
        const res = await handler(scenario.event(), lambdaContext(scenario.functionName));
        if (res.statusCode !== scenario.response.statusCode)
          throw new Error(`${scenario.functionName} answered ${res.statusCode} under the mock: ${res.body}`);
      };
      const bareCall = () => bare(scenario.event(), lambdaContext('bare'));
      await throughput(stackCall, 200); // warm up both (JIT) before measuring
      await throughput(bareCall, 200);
      const stack: number[] = [];
      const bareRates: number[] = [];
      for (let round = 0; round < options.rounds; round++) {
        if (round % 2 === 0) {
          stack.push(await throughput(stackCall, options.roundMs));
          bareRates.push(await throughput(bareCall, options.roundMs));
        } else {
          bareRates.push(await throughput(bareCall, options.roundMs));
          stack.push(await throughput(stackCall, options.roundMs));
        }
      }
      const stackRps = stack.reduce((a, b) => a + b, 0) / stack.length;
      const bareRps = bareRates.reduce((a, b) => a + b, 0) / bareRates.length;
      results.push({ label: scenario.label, stackRps, bareRps, ratio: stackRps / bareRps });
    }
  } finally {
    db.send = realSend;
  }
  const figures: Figure[] = results.flatMap((r) => [
    {
      section: SECTION,
      name: `${r.label}: stack / bare throughput`,
      value: `${fixed(r.ratio * 100, 1)}% (${Math.round(r.stackRps)} vs ${Math.round(r.bareRps)} req/s)`,
      target: '>= 50%',
      met: r.ratio >= 0.5,
    },
  ]);
  return { results, figures };
};

// The recording sees the client's own command names; the mock is called with the document client's commands.
const DOCUMENT_COMMANDS: Record<string, string> = {
  GetItemCommand: 'GetCommand',
  PutItemCommand: 'PutCommand',
  UpdateItemCommand: 'UpdateCommand',
  DeleteItemCommand: 'DeleteCommand',
  QueryCommand: 'QueryCommand',
  ScanCommand: 'ScanCommand',
  BatchGetItemCommand: 'BatchGetCommand',
  BatchWriteItemCommand: 'BatchWriteCommand',
  TransactGetItemsCommand: 'TransactGetCommand',
  TransactWriteItemsCommand: 'TransactWriteCommand',
};
const CLIENT_COMMANDS: Record<string, string> = Object.fromEntries(
  Object.entries(DOCUMENT_COMMANDS).map(([client, document]) => [document, client]),
);
