import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { FUNCTION_RUNTIME } from '../../infra/constructs/api-function.js';
import { MEDIA_ROUTE_ACTIONS, PRIVATE_ROUTE_ACTIONS } from '../../infra/constructs/media-access.js';
import { SEARCH_ROUTE_ACTIONS } from '../../infra/constructs/search-index.js';
import { TABLE_WRITE_ACTIONS } from '../../infra/constructs/table-access.js';
import { routeDomain } from '../../infra/route-domains.js';
import { stageSettings } from '../../infra/stages.js';
import { SYNTH_TIMEOUT, synthStage, templateOf, type SynthesizedStage } from './fixture.js';

interface CfnResourceJson {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}
interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: unknown;
}

const settings = stageSettings('dev');
const readRoutes = routes.filter((route) => route.access === 'read');
const writeRoutes = routes.filter((route) => route.access === 'write');

/** The route table by domain, as the tests expect it (not as the stack grouped it). */
const routesByDomain = new Map<string, RouteDefinition[]>();
for (const route of routes) {
  const domain = routeDomain(route.path);
  routesByDomain.set(domain, [...(routesByDomain.get(domain) ?? []), route]);
}

const resourcesOf = (template: Template): Record<string, CfnResourceJson> =>
  (template.toJSON() as { Resources: Record<string, CfnResourceJson> }).Resources;

/** How many resources of `type` (matching `props`) the nested route stacks hold together. */
const countInRouteStacks = (stage: SynthesizedStage, type: string, props: Record<string, unknown> = {}): number =>
  [...stage.routeTemplates.values()].reduce(
    (sum, template) => sum + Object.keys(template.findResources(type, props)).length,
    0,
  );

describe('ApiStack (dev)', SYNTH_TIMEOUT, () => {
  let stage: SynthesizedStage;

  // The file's first synthesis (every function of the app) can outlast the 60 s hook default under load.
  beforeAll(() => {
    stage = synthStage('dev');
  }, SYNTH_TIMEOUT.timeout);

  const routeTemplate = (domain: string): Template => {
    const template = stage.routeTemplates.get(domain);
    if (template === undefined) throw new Error(`No nested stack for domain ${domain}`);
    return template;
  };

  const functionOf = (routeName: string) => {
    const fn = stage.api.functions.get(routeName);
    if (fn === undefined) throw new Error(`No function for route ${routeName}`);
    return fn.function;
  };

  /** The nested stack parameter through which the parent passes `value` to a domain's stack. */
  const parameterPassing = (domain: string, value: unknown): string | undefined => {
    const resource = stage.api.routeStacks.get(domain)?.nestedStackResource;
    if (resource === undefined) throw new Error(`No nested stack resource for domain ${domain}`);
    const parameters = resourcesOf(stage.apiTemplate)[stage.api.getLogicalId(resource)]?.Properties?.Parameters;
    return Object.entries(parameters as Record<string, unknown>).find(
      ([, passed]) => JSON.stringify(passed) === JSON.stringify(value),
    )?.[0];
  };

  /** The statements of the function's role, from its synthesized default policy. */
  const allowedStatements = (routeName: string): PolicyStatementJson[] => {
    const policy = functionOf(routeName).role?.node.tryFindChild('DefaultPolicy')?.node.defaultChild as
      | CfnPolicy
      | undefined;
    if (policy === undefined) throw new Error(`No policy for route ${routeName}`);
    const json = resourcesOf(templateOf(stage, policy))[policy.stack.getLogicalId(policy)];
    const statements = (json!.Properties!.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement;
    return statements.filter((s) => s.Effect === 'Allow');
  };
  /** Every action the function's role may perform on any item, conditioned statements left out. */
  const allowedActions = (routeName: string): string[] =>
    allowedStatements(routeName)
      .filter((s) => s.Condition === undefined)
      .flatMap((s) => [s.Action].flat());

  it('keeps the HTTP API in the parent stack and one nested stack per domain', () => {
    stage.apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    stage.apiTemplate.resourceCountIs('AWS::Lambda::Function', 0);
    // One per domain, and cloud code's own (its sandboxes and queue).
    stage.apiTemplate.resourceCountIs('AWS::CloudFormation::Stack', routesByDomain.size + 1);
    expect([...stage.api.routeStacks.keys()].sort()).toEqual([...routesByDomain.keys()].sort());
    for (const [domain, nested] of stage.api.routeStacks) {
      expect(nested.nestedStackParent, domain).toBe(stage.api);
    }
  });

  it("has one schedule group in the whole stage (the push stack's), which cloud code's schedules join", () => {
    const groups = stage.app
      .synth()
      .stacks.flatMap((stack) =>
        Object.values((stack.template as { Resources: Record<string, CfnResourceJson> }).Resources),
      )
      .concat(
        [...stage.routeTemplates.values(), Template.fromStack(Stack.of(stage.api.cloudCode))].flatMap((template) =>
          Object.values(resourcesOf(template)),
        ),
      )
      .filter((resource) => resource.Type === 'AWS::Scheduler::ScheduleGroup');
    expect(groups).toHaveLength(1);
    expect(Stack.of(stage.api.cloudCode.schedules)).toBe(stage.push);
  });

  it('answers browsers from any origin without credentials, exposing the headers clients read (the API-wide CORS policy)', () => {
    stage.apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['*'],
        AllowCredentials: false,
        AllowMethods: Match.arrayWith(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
        AllowHeaders: Match.arrayWith([
          'authorization',
          'content-type',
          'x-service-site',
          'idempotency-key',
          'if-none-match',
        ]),
        ExposeHeaders: Match.arrayWith([
          'etag',
          'link',
          'location',
          'retry-after',
          'x-ratelimit-remaining',
          'x-oauth-scopes',
        ]),
      }),
    });
  });

  it("puts each route's function in its domain's nested stack, one function per row", () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(countInRouteStacks(stage, 'AWS::Lambda::Function')).toBe(routes.length);
    expect([...stage.api.functions.keys()].sort()).toEqual(routes.map((route) => route.name).sort());
    for (const [domain, domainRoutes] of routesByDomain) {
      const template = routeTemplate(domain);
      template.resourceCountIs('AWS::Lambda::Function', domainRoutes.length);
      for (const route of domainRoutes) {
        template.hasResourceProperties('AWS::Lambda::Function', { Description: `${route.method} ${route.path}` });
      }
    }
  });

  it('creates one API route per row on the parent stack’s API, keyed "METHOD /path"', () => {
    const apiLogicalId = Object.keys(stage.apiTemplate.findResources('AWS::ApiGatewayV2::Api'))[0];
    expect(countInRouteStacks(stage, 'AWS::ApiGatewayV2::Route')).toBe(routes.length);
    for (const [domain, domainRoutes] of routesByDomain) {
      const template = routeTemplate(domain);
      template.resourceCountIs('AWS::ApiGatewayV2::Route', domainRoutes.length);
      // The API id comes in as a nested stack parameter, set to the parent's API.
      const apiParameter = parameterPassing(domain, { Ref: apiLogicalId });
      expect(apiParameter, domain).toBeDefined();
      for (const route of domainRoutes) {
        template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          ApiId: { Ref: apiParameter },
          RouteKey: `${route.method} ${route.path}`,
          AuthorizationType: 'NONE',
        });
      }
    }
  });

  it("routes each row to its own function's integration", () => {
    for (const route of routes) {
      const fn = functionOf(route.name);
      const resources = resourcesOf(templateOf(stage, fn));
      const routeJson = Object.values(resources).find(
        (r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.RouteKey === `${route.method} ${route.path}`,
      );
      const target = routeJson?.Properties?.Target as { 'Fn::Join': [string, unknown[]] };
      const integrationRef = target['Fn::Join'][1][1] as { Ref: string };
      const integration = resources[integrationRef.Ref];
      expect(integration?.Properties?.IntegrationUri, route.name).toEqual({
        'Fn::GetAtt': [fn.stack.getLogicalId(fn.node.defaultChild as CfnFunction), 'Arn'],
      });
    }
  });

  it('lets the API invoke each function, from its own route only', () => {
    expect(
      countInRouteStacks(stage, 'AWS::Lambda::Permission', {
        Properties: { Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com' },
      }),
    ).toBe(routes.length);
  });

  it('runs every function on the newest Node.js runtime, arm64, ESM handler, without X-Ray in dev', () => {
    expect(FUNCTION_RUNTIME.name).toBe('nodejs24.x');
    expect(
      countInRouteStacks(stage, 'AWS::Lambda::Function', {
        Properties: {
          Runtime: FUNCTION_RUNTIME.name,
          Architectures: ['arm64'],
          Handler: 'index.handler',
          TracingConfig: Match.absent(),
          Environment: { Variables: Match.objectLike({ POWERTOOLS_TRACE_ENABLED: 'false' }) },
          MemorySize: settings.functionDefaults.memorySize,
          Timeout: settings.functionDefaults.timeout.toSeconds(),
        },
      }),
    ).toBe(routes.length);
  });

  it('attaches no Powertools layer without tracing: the logger and metrics are bundled', () => {
    const template = stage.apiTemplate.toJSON() as { Parameters?: Record<string, { Default?: string }> };
    expect(
      Object.values(template.Parameters ?? {}).filter((p) => p.Default?.startsWith('/aws/service/powertools/')),
    ).toEqual([]);
    expect(countInRouteStacks(stage, 'AWS::Lambda::Function', { Properties: { Layers: Match.absent() } })).toBe(
      routes.length,
    );
  });

  it('passes the table name and the stage settings to every function', () => {
    expect(
      countInRouteStacks(stage, 'AWS::Lambda::Function', {
        Properties: {
          Environment: {
            Variables: {
              TABLE_NAME: Match.anyValue(),
              STAGE: 'dev',
              LOG_LEVEL: settings.logLevel,
              POWERTOOLS_LOG_LEVEL: settings.logLevel,
              POWERTOOLS_SERVICE_NAME: 'site-api',
              POWERTOOLS_METRICS_NAMESPACE: 'SiteApi',
              RATE_LIMIT_PER_MINUTE: String(settings.rateLimitPerMinute),
              RATE_LIMIT_WINDOW_SECONDS: String(settings.rateLimitWindowSeconds),
            },
          },
        },
      }),
    ).toBe(routes.length);
  });

  it('gives read-only routes no write action on the table, but UpdateItem of token items where they authenticate', () => {
    expect(readRoutes.length).toBeGreaterThan(0);
    for (const route of readRoutes) {
      const actions = allowedActions(route.name);
      expect(actions, route.name).toContain('dynamodb:Query');
      expect(actions, route.name).toContain('dynamodb:GetItem');
      for (const write of TABLE_WRITE_ACTIONS) expect(actions, route.name).not.toContain(write);
      expect(
        actions.some((action) => action.includes('*')),
        route.name,
      ).toBe(false);
      // The rate limit's flush and last_used_at (lib/auth/tokens.ts addTokenUsage): token items only.
      const conditioned = allowedStatements(route.name).filter((s) => s.Condition !== undefined);
      expect(conditioned, route.name).toEqual(
        route.auth === 'none'
          ? []
          : [
              expect.objectContaining({
                Action: 'dynamodb:UpdateItem',
                Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['TOKEN#*'] } },
              }),
            ],
      );
    }
  });

  it('gives write routes the write actions on the table', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
    for (const route of writeRoutes) {
      const actions = allowedActions(route.name);
      expect(actions, route.name).toEqual(
        expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query']),
      );
    }
  });

  it('grants table access on the table and its GSI by name, never on index/*', () => {
    const policies = [...stage.routeTemplates.values()].map((template) => template.findResources('AWS::IAM::Policy'));
    expect(policies.reduce((sum, found) => sum + Object.keys(found).length, 0)).toBe(routes.length);
    const serialized = JSON.stringify(policies);
    expect(serialized).toContain('/index/gsi1');
    expect(serialized).not.toContain('/index/*');
  });

  it('gives the upload and export routes exactly the S3 actions their code uses, on their prefix only, and no other route any', () => {
    for (const route of routes) {
      const s3Actions = allowedActions(route.name).filter((action) => action.startsWith('s3:'));
      expect(s3Actions.sort(), route.name).toEqual(
        [
          ...(MEDIA_ROUTE_ACTIONS[route.name] ?? []),
          ...(PRIVATE_ROUTE_ACTIONS[route.name] ?? []),
          ...(SEARCH_ROUTE_ACTIONS[route.name] ?? []),
        ].sort(),
      );
    }
    // The search route reads its site's index objects, and nothing under the uploads' prefix.
    const search = JSON.stringify(routeTemplate('search').findResources('AWS::IAM::Policy'));
    expect(search).toContain('/search-index/*');
    expect(search).not.toContain('/sites/*');
    const uploads = JSON.stringify(routeTemplate('uploads').findResources('AWS::IAM::Policy'));
    expect(uploads).toContain('/sites/*');
    expect(uploads).not.toContain('/private/*');
    expect(uploads).not.toMatch(/"s3:\*"/);
    const customers = JSON.stringify(routeTemplate('customers').findResources('AWS::IAM::Policy'));
    expect(customers).toContain('/private/*');
    expect(customers).not.toContain('/sites/*');
    expect(
      countInRouteStacks(stage, 'AWS::Lambda::Function', {
        Properties: {
          Environment: {
            Variables: Match.objectLike({
              MEDIA_BUCKET: Match.anyValue(),
              MEDIA_BASE_URL: Match.anyValue(),
              UPLOAD_TTL_SECONDS: '900',
              UPLOAD_MAX_BYTES: String(20 * 1024 * 1024),
            }),
          },
        },
      }),
    ).toBe(routes.length);
  });

  it('gives every function its own role without AWS managed policies', () => {
    expect(countInRouteStacks(stage, 'AWS::IAM::Role')).toBe(routes.length);
    stage.apiTemplate.resourceCountIs('AWS::IAM::Role', 0);
    expect(countInRouteStacks(stage, 'AWS::IAM::Role', { Properties: { ManagedPolicyArns: Match.anyValue() } })).toBe(
      0,
    );
  });

  it('keeps function logs and access logs for the stage retention', () => {
    const retention = { Properties: { RetentionInDays: settings.logRetention }, DeletionPolicy: 'Delete' };
    stage.apiTemplate.resourceCountIs('AWS::Logs::LogGroup', 1);
    expect(Object.keys(stage.apiTemplate.findResources('AWS::Logs::LogGroup', retention))).toHaveLength(1);
    expect(countInRouteStacks(stage, 'AWS::Logs::LogGroup')).toBe(routes.length);
    expect(countInRouteStacks(stage, 'AWS::Logs::LogGroup', retention)).toBe(routes.length);
  });

  it('logs access in JSON and throttles the $default stage from the settings', () => {
    stage.apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    stage.apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: settings.apiThrottle.rateLimit,
        ThrottlingBurstLimit: settings.apiThrottle.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
    const [stageJson] = Object.values(stage.apiTemplate.findResources('AWS::ApiGatewayV2::Stage'));
    const format = (stageJson!.Properties as { AccessLogSettings: { Format: string } }).AccessLogSettings.Format;
    expect(JSON.parse(format)).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
  });

  it('alarms on API 5xx and on each function’s throttles with the stage thresholds', () => {
    stage.apiTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      Threshold: settings.alarms.api5xxCount,
      Period: settings.alarms.period.toSeconds(),
    });
    expect(
      countInRouteStacks(stage, 'AWS::CloudWatch::Alarm', {
        Properties: {
          Namespace: 'AWS/Lambda',
          MetricName: 'Throttles',
          Threshold: settings.alarms.lambdaThrottleCount,
          Period: settings.alarms.period.toSeconds(),
        },
      }),
    ).toBe(routes.length);
  });

  it('has no custom domain unless the stage configures one', () => {
    stage.apiTemplate.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    stage.apiTemplate.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 0);
  });

  it('keeps every stack, parent and nested, under 400 resources', () => {
    const counts = new Map([
      [stage.api.stackName, Object.keys(resourcesOf(stage.apiTemplate)).length],
      ...[...stage.routeTemplates].map(
        ([domain, template]) => [domain, Object.keys(resourcesOf(template)).length] as const,
      ),
    ]);
    for (const [name, count] of counts) expect(count, name).toBeLessThanOrEqual(400);
  });
});

describe('ApiStack (prod and custom domain)', SYNTH_TIMEOUT, () => {
  it('uses the prod settings for throttling, log level, retention and tracing (with the Powertools layer of the installed tracer, resolved from SSM)', () => {
    const prod = stageSettings('prod');
    const { apiTemplate, routeTemplates } = synthStage('prod');
    const parameters = (apiTemplate.toJSON() as { Parameters: Record<string, { Type: string; Default?: string }> })
      .Parameters;
    const layerParameter = Object.entries(parameters).find(([, p]) =>
      p.Default?.startsWith('/aws/service/powertools/typescript/generic/all/'),
    );
    expect(layerParameter?.[1]).toMatchObject({
      Type: 'AWS::SSM::Parameter::Value<String>',
      Default: '/aws/service/powertools/typescript/generic/all/2.36.0',
    });
    apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: {
        ThrottlingRateLimit: prod.apiThrottle.rateLimit,
        ThrottlingBurstLimit: prod.apiThrottle.burstLimit,
      },
    });
    expect(routeTemplates.size).toBeGreaterThan(0);
    for (const template of [apiTemplate, ...routeTemplates.values()]) {
      template.allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: prod.logRetention });
    }
    for (const template of routeTemplates.values()) {
      template.allResourcesProperties('AWS::Lambda::Function', {
        Environment: {
          Variables: Match.objectLike({ STAGE: 'prod', LOG_LEVEL: prod.logLevel, POWERTOOLS_TRACE_ENABLED: 'true' }),
        },
        TracingConfig: { Mode: 'Active' },
        // The parent passes the resolved layer ARN down as a nested stack parameter.
        Layers: [{ Ref: Match.stringLikeRegexp('[Pp]owertools') }],
      });
    }
  });

  it('maps a configured custom domain to the $default stage', () => {
    const { apiTemplate } = synthStage({
      ...stageSettings('prod'),
      customDomain: {
        domainName: 'api.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      },
    });
    apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.example.com',
      DomainNameConfigurations: [Match.objectLike({ SecurityPolicy: 'TLS_1_2' })],
    });
    apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', { Stage: Match.anyValue() });
  });
});
