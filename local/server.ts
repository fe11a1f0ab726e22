import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteTable } from '../lib/endpoint/route.js';
import { corsPreflightHeaders, corsResponseHeaders } from '../lib/http/cors.js';
import { createRouter } from './router.js';

/** A page the local server serves beside the API, never a Lambda route (`/_local/mail`: the caught mail). */
export interface LocalPage {
  /** Path prefix, e.g. `/_local/mail`. */
  readonly prefix: string;
  readonly handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Methods it answers besides GET and HEAD (a form the page posts to itself). */
  readonly methods?: readonly string[];
}

/** What the local server serves besides the route table. */
export interface LocalServerOptions {
  /** Pages of the local stand-ins (local/services.ts), matched by path prefix before the routes. */
  readonly pages?: readonly LocalPage[];
}

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

// API Gateway's own payload limit; the handlers enforce the API's smaller one.
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * The request body, or 'too_large' as soon as it passes the limit. The rest of an oversized body is
 * then read and discarded, so the 413 reaches a client still sending (destroying the socket instead
 * resets the connection before the client reads the answer).
 */
const readBody = (req: IncomingMessage): Promise<Buffer | 'too_large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', collect);
      req.resume();
      chunks.length = 0;
      resolve('too_large');
    };
    req.on('data', collect);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const TEXT_TYPES = /^(application\/(.+\+)?json|application\/x-www-form-urlencoded|text\/)/i;

/** Builds the API Gateway HTTP API (payload 2.0) event for a request. */
export const toEvent = (
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 => {
  const url = new URL(req.url ?? '/', 'http://local');
  const rawPath = (req.url ?? '/').split('?')[0] as string;
  const rawQueryString = (req.url ?? '').includes('?')
    ? (req.url as string).slice((req.url as string).indexOf('?') + 1)
    : '';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['x-forwarded-proto'] ??= 'http';
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const text = TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    cookies: req.headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: rawQueryString ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (text ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !text,
  };
};

const lambdaContext = (functionName: string, requestId: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
  memoryLimitInMB: '1024',
  awsRequestId: requestId,
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers, ...corsResponseHeaders() });
  res.end(JSON.stringify(body));
};

const createHandle = (table: RouteTable, options: LocalServerOptions) => {
  const route = createRouter(table.routes);
  const handlers = new Map<string, Promise<LambdaHandler>>();
  /** The very module Lambda runs for a route, loaded once on first use. */
  const loadHandler = (name: string): Promise<LambdaHandler> => {
    let loaded = handlers.get(name);
    if (!loaded) {
      loaded = table.load(name).then((module) => module.handler as LambdaHandler);
      handlers.set(name, loaded);
    }
    return loaded;
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const rawPath = (req.url ?? '/').split('?')[0] as string;
    // A CORS preflight is answered here, for any path, as API Gateway's CORS configuration does.
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      req.resume();
      res.writeHead(204, corsPreflightHeaders());
      res.end();
      return;
    }
    const local = options.pages?.find((page) => rawPath === page.prefix || rawPath.startsWith(`${page.prefix}/`));
    if (local && (req.method === 'GET' || req.method === 'HEAD' || local.methods?.includes(req.method ?? '')))
      return local.handle(req, res);
    const found = route(req.method ?? 'GET', rawPath);
    if (found.kind === 'not_found')
      return sendJson(res, 404, { code: 'route_not_found', message: `No route for ${req.method} ${rawPath}` });
    if (found.kind === 'bad_path')
      return sendJson(res, 400, { code: 'invalid_path', message: 'The path is not valid percent-encoding' });
    if (found.kind === 'method_not_allowed') {
      return sendJson(
        res,
        405,
        { code: 'method_not_allowed', message: `${req.method} is not allowed here` },
        { allow: found.allow.join(', ') },
      );
    }
    const body = await readBody(req);
    if (body === 'too_large') {
      // Answered at once; the connection closes once the rest of the body has been drained.
      return sendJson(
        res,
        413,
        { code: 'payload_too_large', message: `The request body is larger than ${MAX_BODY_BYTES} bytes` },
        { connection: 'close' },
      );
    }
    const { route: matched, params } = found.match;
    const event = toEvent(req, body, `${matched.method} ${matched.path}`, params);
    const handler = await loadHandler(matched.name);
    const result = await handler(event, lambdaContext(matched.name, event.requestContext.requestId));
    const headers: Record<string, string | string[]> = {
      ...(result.headers as Record<string, string>),
      ...corsResponseHeaders(),
    };
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode ?? 200, headers);
    res.end(
      result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'),
    );
  };
};

/**
 * The local stand-in for API Gateway: same routes, same events, same handler modules, same CORS
 * policy. The entry point hands it the route table (scripts/route-table.ts) and the pages of the
 * local stand-ins (`/_local/…`, never Lambda routes).
 */
export const createLocalServer = (table: RouteTable, options: LocalServerOptions = {}): Server => {
  const handle = createHandle(table, options);
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // API Gateway answers a crashed integration with 500; the handlers never let one escape.
      console.error('local server: handler crashed', error);
      if (!res.headersSent) sendJson(res, 500, { code: 'internal_error', message: 'An unexpected error occurred' });
      else res.end();
    });
  });
};

/** Listens on 127.0.0.1 only; port 0 picks a free one. */
export const listen = (server: Server, port: number): Promise<string> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve(`http://127.0.0.1:${address.port}`);
    });
  });
