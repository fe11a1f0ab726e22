import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { FUNCTION_RUNTIME } from '../../infra/constructs/api-function.js';
import { TABLE_WRITE_ACTIONS } from '../../infra/constructs/table-access.js';
import { stageSettings } from '../../infra/stages.js';
import { SYNTH_TIMEOUT, synthStage, type SynthesizedStage } from './fixture.js';

interface CfnResourceJson {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}
interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

const settings = stageSettings('dev');
const readRoutes = routes.filter((route) => route.access === 'read');
const writeRoutes = routes.filter((route) => route.access === 'write');

describe('ApiStack (dev)', SYNTH_TIMEOUT, () => {
  let stage: SynthesizedStage;
  let resources: Record<string, CfnResourceJson>;

  beforeAll(() => {
    stage = synthStage('dev');
    resources = (stage.apiTemplate.toJSON() as { Resources: Record<string, CfnResourceJson> }).Resources;
  });

  const logicalIdOfFunction = (routeName: string): string => {
    const fn = stage.api.functions.get(routeName);
    if (fn === undefined) throw new Error(`No function for route ${routeName}`);
    return stage.api.getLogicalId(fn.function.node.defaultChild as CfnFunction);
  };

  /** Every action the function's role may perform, from its synthesized default policy. */
  const allowedActions = (routeName: string): string[] => {
    const fn = stage.api.functions.get(routeName);
    const policy = fn?.function.role?.node.tryFindChild('DefaultPolicy')?.node.defaultChild as CfnPolicy | undefined;
    if (policy === undefined) throw new Error(`No policy for route ${routeName}`);
    const json = resources[Stack.of(policy).getLogicalId(policy)];
    const statements = (json?.Properties?.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement;
    return statements.filter((s) => s.Effect === 'Allow').flatMap((s) => [s.Action].flat());
  };

  it('creates one Lambda function per row of the route table', () => {
    expect(routes.length).toBeGreaterThan(0);
    stage.apiTemplate.resourceCountIs('AWS::Lambda::Function', routes.length);
    expect([...stage.api.functions.keys()].sort()).toEqual(routes.map((route) => route.name).sort());
  });

  it('creates one API route per row, keyed "METHOD /path"', () => {
    stage.apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    for (const route of routes) {
      stage.apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        AuthorizationType: 'NONE',
      });
    }
  });

  it("routes each row to its own function's integration", () => {
    const routeResources = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route');
    for (const route of routes) {
      const routeJson = routeResources.find((r) => r.Properties?.RouteKey === `${route.method} ${route.path}`);
      const target = routeJson?.Properties?.Target as { 'Fn::Join': [string, unknown[]] };
      const integrationRef = target['Fn::Join'][1][1] as { Ref: string };
      const integration = resources[integrationRef.Ref];
      expect(integration?.Properties?.IntegrationUri).toEqual({
        'Fn::GetAtt': [logicalIdOfFunction(route.name), 'Arn'],
      });
    }
  });

  it('runs every function on the newest Node.js runtime, arm64, ESM handler, active tracing', () => {
    expect(FUNCTION_RUNTIME.name).toBe('nodejs24.x');
    const functions = stage.apiTemplate.findResources('AWS::Lambda::Function', {
      Properties: {
        Runtime: FUNCTION_RUNTIME.name,
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        MemorySize: settings.functionDefaults.memorySize,
        Timeout: settings.functionDefaults.timeout.toSeconds(),
      },
    });
    expect(Object.keys(functions)).toHaveLength(routes.length);
  });

  it('gives every function the Powertools layer of the installed version, resolved from SSM', () => {
    const template = stage.apiTemplate.toJSON() as { Parameters: Record<string, { Type: string; Default: string }> };
    const parameter = Object.entries(template.Parameters).find(([, p]) => p.Default?.startsWith('/aws/service/powertools/typescript/generic/all/'));
    expect(parameter?.[1]).toMatchObject({ Type: 'AWS::SSM::Parameter::Value<String>', Default: '/aws/service/powertools/typescript/generic/all/2.36.0' });
    const functions = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(functions).toHaveLength(routes.length);
    for (const fn of functions) expect(fn.Properties?.Layers).toEqual([{ Ref: parameter?.[0] }]);
  });

  it('passes the table name and the stage settings to every function', () => {
    const functions = stage.apiTemplate.findResources('AWS::Lambda::Function', {
      Properties: {
        Environment: {
          Variables: {
            TABLE_NAME: Match.anyValue(),
            STAGE: 'dev',
            LOG_LEVEL: settings.logLevel,
            POWERTOOLS_SERVICE_NAME: 'site-api',
            RATE_LIMIT_PER_MINUTE: String(settings.rateLimitPerMinute),
          },
        },
      },
    });
    expect(Object.keys(functions)).toHaveLength(routes.length);
  });

  it('gives read-only routes no write action on the table', () => {
    expect(readRoutes.length).toBeGreaterThan(0);
    for (const route of readRoutes) {
      const actions = allowedActions(route.name);
      expect(actions, route.name).toContain('dynamodb:Query');
      expect(actions, route.name).toContain('dynamodb:GetItem');
      for (const write of TABLE_WRITE_ACTIONS) expect(actions, route.name).not.toContain(write);
      expect(actions.some((action) => action.includes('*')), route.name).toBe(false);
    }
  });

  it('gives write routes the write actions on the table', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
    for (const route of writeRoutes) {
      const actions = allowedActions(route.name);
      expect(actions, route.name).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query']));
    }
  });

  it('grants table access on the table and its GSI by name, never on index/*', () => {
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::IAM::Policy');
    const serialized = JSON.stringify(policies);
    expect(serialized).toContain('/index/gsi1');
    expect(serialized).not.toContain('/index/*');
  });

  it('gives every function its own role without AWS managed policies', () => {
    stage.apiTemplate.resourceCountIs('AWS::IAM::Role', routes.length);
    const withManaged = stage.apiTemplate.findResources('AWS::IAM::Role', {
      Properties: { ManagedPolicyArns: Match.anyValue() },
    });
    expect(withManaged).toEqual({});
  });

  it('keeps function logs and access logs for the stage retention', () => {
    stage.apiTemplate.resourceCountIs('AWS::Logs::LogGroup', routes.length + 1);
    const retained = stage.apiTemplate.findResources('AWS::Logs::LogGroup', {
      Properties: { RetentionInDays: settings.logRetention },
      DeletionPolicy: 'Delete',
    });
    expect(Object.keys(retained)).toHaveLength(routes.length + 1);
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
    const format = (stageJson?.Properties as { AccessLogSettings: { Format: string } }).AccessLogSettings.Format;
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
    const throttleAlarms = stage.apiTemplate.findResources('AWS::CloudWatch::Alarm', {
      Properties: { Namespace: 'AWS/Lambda', MetricName: 'Throttles', Threshold: settings.alarms.lambdaThrottleCount },
    });
    expect(Object.keys(throttleAlarms)).toHaveLength(routes.length);
  });

  it('has no custom domain unless the stage configures one', () => {
    stage.apiTemplate.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    stage.apiTemplate.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 0);
  });
});

describe('ApiStack (prod and custom domain)', SYNTH_TIMEOUT, () => {
  it('uses the prod settings for throttling, log level and retention', () => {
    const prod = stageSettings('prod');
    const { apiTemplate } = synthStage('prod');
    apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: prod.apiThrottle.rateLimit, ThrottlingBurstLimit: prod.apiThrottle.burstLimit },
    });
    apiTemplate.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ STAGE: 'prod', LOG_LEVEL: prod.logLevel }) },
    });
    apiTemplate.allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
    apiTemplate.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: prod.logRetention });
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
