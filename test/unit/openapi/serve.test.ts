import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as getDocsAsset } from '../../../functions/platform/get-docs-asset.js';
import { handler as getDocs } from '../../../functions/platform/get-docs.js';
import { handler as getOpenApi } from '../../../functions/platform/get-openapi.js';

const event = (path: string, pathParameters?: Record<string, string>): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: `GET ${path}`,
  rawPath: path,
  rawQueryString: '',
  headers: { host: 'api.example.com', 'x-forwarded-proto': 'https' },
  pathParameters,
  requestContext: {
    accountId: 'test',
    apiId: 'test',
    domainName: 'api.example.com',
    domainPrefix: 'api',
    requestId: 'r',
    routeKey: `GET ${path}`,
    stage: '$default',
    time: '',
    timeEpoch: 0,
    http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
  },
  isBase64Encoded: false,
});

const context = {
  functionName: 'test',
  awsRequestId: 'r',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;
type Invoke = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
const invoke = (fn: unknown, e: APIGatewayProxyEventV2) => (fn as Invoke)(e, context);

describe('GET /openapi.json', () => {
  it('serves the committed document with servers set to the address it was requested from', async () => {
    const response = await invoke(getOpenApi, event('/openapi.json'));
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.body as string);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://api.example.com', description: 'This server' }]);
    expect(document.paths['/pages/{page}'].get.operationId).toBe('get-page');
  });
});

describe('GET /docs', () => {
  it('serves a page that loads the viewer from this server only', async () => {
    const response = await invoke(getDocs, event('/docs'));
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toMatch(/^text\/html/);
    expect(response.headers?.['content-security-policy']).toContain("default-src 'none'");
    const srcs = [...(response.body as string).matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs.every((src) => src?.startsWith('docs/'))).toBe(true);
  });

  it("serves the viewer's files from the installed package, binary ones base64-encoded", async () => {
    const js = await invoke(getDocsAsset, event('/docs/swagger-ui-bundle.js', { asset: 'swagger-ui-bundle.js' }));
    expect(js.statusCode).toBe(200);
    expect(js.headers?.['content-type']).toMatch(/javascript/);
    expect((js.body as string).length).toBeGreaterThan(500_000);
    expect((js.body as string).length).toBeLessThan(6 * 1024 * 1024);
    const init = await invoke(getDocsAsset, event('/docs/init.js', { asset: 'init.js' }));
    expect(init.body).toContain("new URL('openapi.json', document.baseURI)");
    const png = await invoke(getDocsAsset, event('/docs/favicon-32x32.png', { asset: 'favicon-32x32.png' }));
    expect(png.isBase64Encoded).toBe(true);
    expect(
      Buffer.from(png.body as string, 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('answers 404 for a file it does not serve and 400 for a name that is not a file name', async () => {
    expect((await invoke(getDocsAsset, event('/docs/package.json', { asset: 'package.json' }))).statusCode).toBe(404);
    expect((await invoke(getDocsAsset, event('/docs/x', { asset: '../package.json' }))).statusCode).toBe(400);
  });
});
