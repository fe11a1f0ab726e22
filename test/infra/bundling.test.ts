import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { routeDomain } from '../../infra/route-domains.js';
import { RUNTIME_FILES, runtimeFileTarget } from '../../infra/constructs/api-function.js';
import { buildSiteApiStacks } from '../../infra/build-stacks.js';
import { projectRoot } from '../../infra/paths.js';
import { stageSettings } from '../../infra/stages.js';
import { newTestApp } from './fixture.js';

interface ResourceJson {
  readonly Type: string;
  readonly Metadata?: Record<string, unknown>;
}
interface TemplateJson {
  readonly Resources: Record<string, ResourceJson>;
}

const readTemplate = (directory: string, file: string): TemplateJson =>
  JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as TemplateJson;

// The only test that bundles. esbuild runs once per function (~1 s each on a busy runner), so it
// bundles the stacks built from one domain's rows of the route table, with the very constructs
// and options of the full app; `npm run synth` and `npm run bench` bundle every function.
const BUNDLED_DOMAIN = 'platform';

/** Imports a bundle in a fresh `node` and invokes its handler once: exit status and output (one JSON value a line). */
const invokeBundle = (
  bundle: string,
  rawPath: string,
  extraEnv: Record<string, string>,
  pathParameters: Record<string, string> = {},
) => {
  const event = {
    version: '2.0',
    routeKey: `GET ${rawPath}`,
    rawPath,
    rawQueryString: '',
    headers: { host: '127.0.0.1' },
    isBase64Encoded: false,
    pathParameters,
    requestContext: {
      requestId: 'bundle-test',
      domainName: '127.0.0.1',
      http: { method: 'GET', path: rawPath, sourceIp: '127.0.0.1' },
    },
  };
  const context = {
    functionName: 'bundle-test',
    awsRequestId: 'bundle-test',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:bundle-test',
    memoryLimitInMB: '1024',
  };
  const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
const result = await handler(${JSON.stringify(event)}, { ...${JSON.stringify(context)}, getRemainingTimeInMillis: () => 3000 });
console.log(JSON.stringify(result));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.dirname(bundle),
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      PATH: process.env.PATH,
      TABLE_NAME: 'bundle-test',
      AWS_REGION: 'us-east-1',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...extraEnv,
    },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
};

describe('bundled functions', () => {
  it('ship as ESM assets with aws:asset:path metadata, the SDK and Powertools logger inside, runtime files beside, and answer when run', () => {
    const app = newTestApp({ bundle: true });
    const { api } = buildSiteApiStacks(
      app,
      stageSettings('dev'),
      routes.filter((route) => routeDomain(route.path) === BUNDLED_DOMAIN),
    );
    const assembly = app.synth();
    const parent = assembly.getStackByName(api.stackName).template as TemplateJson;

    // SAM reads the parent template and follows each nested stack to its local template file.
    const nestedResources = Object.values(parent.Resources).filter((r) => r.Type === 'AWS::CloudFormation::Stack');
    expect(nestedResources.map((r) => r.Metadata?.['aws:asset:path']).sort()).toEqual(
      [...api.routeStacks.values(), Stack.of(api.cloudCode)].map((nested) => nested.templateFile).sort(),
    );
    for (const resource of nestedResources) expect(resource.Metadata?.['aws:asset:property']).toBe('TemplateURL');

    const functions = [...api.routeStacks.values()].flatMap((nested) =>
      Object.entries(readTemplate(assembly.directory, nested.templateFile).Resources).filter(
        ([, r]) => r.Type === 'AWS::Lambda::Function',
      ),
    );
    expect(functions).toHaveLength(routes.filter((route) => routeDomain(route.path) === BUNDLED_DOMAIN).length);
    expect(functions.length).toBeGreaterThan(5);

    const withRuntimeFiles: string[] = [];
    const bundles = new Map<string, string>();
    for (const [logicalId, fn] of functions) {
      const assetPath = fn.Metadata?.['aws:asset:path'];
      expect(assetPath, logicalId).toEqual(expect.stringMatching(/^asset\./));
      expect(fn.Metadata?.['aws:asset:property'], logicalId).toBe('Code');

      const bundle = path.join(assembly.directory, String(assetPath), 'index.mjs');
      expect(existsSync(bundle), bundle).toBe(true);
      const code = readFileSync(bundle, 'utf8');
      expect(code.startsWith("import { createRequire as __bannerCreateRequire } from 'node:module';"), logicalId).toBe(
        true,
      );
      // The SDK is bundled: no import of it is left (its error messages still mention require()).
      expect(code, logicalId).not.toMatch(/\bfrom\s*["']@aws-sdk\//);
      expect(code, logicalId).not.toMatch(/(?:^|[^\w$.[])(?:require|import)\(\s*["']@aws-sdk\//);
      // The Powertools logger and metrics are bundled; the tracer (and its X-Ray SDK) stays out,
      // imported from the layer only where tracing is on.
      expect(code, logicalId).not.toMatch(/["']@aws-lambda-powertools\/(logger|metrics|commons)/);
      expect(code, logicalId).toMatch(/import\(\s*["']@aws-lambda-powertools\/tracer["']\s*\)/);
      expect(code, logicalId).not.toContain('aws-xray-sdk');
      // Files read at run time travel beside the bundle (the docs viewer's files, the OpenAPI document),
      // where lib/openapi looks first; the document is not inlined into the code.
      const route = [...routes]
        .sort((a, b) => b.name.length - a.name.length)
        .find((r) =>
          logicalId.startsWith(r.name.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase())),
        );
      for (const file of RUNTIME_FILES[route?.name ?? ''] ?? []) {
        expect(
          existsSync(path.join(assembly.directory, String(assetPath), runtimeFileTarget(file))),
          `${logicalId}: ${file}`,
        ).toBe(true);
      }
      if (route?.name === 'get-openapi') expect(code).not.toContain('"operationId"');
      if (route && RUNTIME_FILES[route.name]) withRuntimeFiles.push(route.name);
      if (route) bundles.set(route.name, bundle);
    }
    expect(withRuntimeFiles.sort()).toEqual(['get-docs-asset', 'get-openapi']);

    // With tracing on, the tracer is imported from the layer's node_modules (here the project's,
    // linked where /opt/nodejs/node_modules would resolve it) and wraps the handler.
    const health = bundles.get('get-health') as string;
    const withoutLayer = invokeBundle(health, '/health', { POWERTOOLS_TRACE_ENABLED: 'true' });
    expect(withoutLayer.status).not.toBe(0);
    expect(withoutLayer.stderr).toContain("Cannot find package '@aws-lambda-powertools/tracer'");
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(path.dirname(health), 'node_modules'), 'dir');
    const traced = invokeBundle(health, '/health', { POWERTOOLS_TRACE_ENABLED: 'true' });
    expect(traced.status, traced.stderr).toBe(0);
    expect(
      traced.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => 'statusCode' in line),
    ).toMatchObject({ statusCode: 200 });

    // The bundles run as shipped, in a Node process of their own with nothing but the bundle's
    // directory: the bundled Powertools logs and publishes metrics, the document is read from beside the bundle.
    const runs = [
      ['get-health', '/health', {}],
      ['get-openapi', '/openapi.json', {}],
      ['get-docs-asset', '/docs/swagger-ui.css', { asset: 'swagger-ui.css' }],
    ] as const;
    for (const [name, rawPath, pathParameters] of runs) {
      const invoked = invokeBundle(bundles.get(name) as string, rawPath, {}, pathParameters);
      expect(invoked.status, `${name}: ${invoked.stderr}`).toBe(0);
      const lines = invoked.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const result = lines.find((line) => 'statusCode' in line) as { statusCode: number; body: string };
      expect(result.statusCode, name).toBe(200);
      expect(
        lines.some((line) => line.message === 'request' && line.route === name),
        name,
      ).toBe(true);
      expect(
        lines.some((line) => typeof line._aws === 'object' && line.route === name),
        name,
      ).toBe(true);
      if (name === 'get-docs-asset') expect(result.body).toContain('.swagger-ui');
      if (name === 'get-openapi')
        expect(JSON.parse(result.body)).toMatchObject({
          openapi: expect.stringMatching(/^3\./),
          paths: expect.objectContaining({ '/health': expect.any(Object) }),
        });
    }
  }, 120_000);

  it('gives every function of the full app the asset metadata SAM reads', () => {
    const app = newTestApp({ bundle: 'metadata-only' });
    const { api } = buildSiteApiStacks(app, stageSettings('dev'));
    const assembly = app.synth();
    const functions = [...api.routeStacks.values()].flatMap((nested) =>
      Object.entries(readTemplate(assembly.directory, nested.templateFile).Resources).filter(
        ([, r]) => r.Type === 'AWS::Lambda::Function',
      ),
    );
    expect(functions).toHaveLength(routes.length);
    for (const [logicalId, fn] of functions) {
      expect(fn.Metadata?.['aws:asset:path'], logicalId).toEqual(expect.any(String));
      expect(fn.Metadata?.['aws:asset:property'], logicalId).toBe('Code');
    }
  }, 60_000);
});
