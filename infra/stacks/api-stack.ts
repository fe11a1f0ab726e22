import { NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { MediaBucket } from '../constructs/media-bucket.js';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { ApiFunction } from '../constructs/api-function.js';
import { CloudCode } from '../constructs/cloud-code.js';
import type { Schedules } from '../constructs/schedules.js';
import { SiteHttpApi } from '../constructs/site-http-api.js';
import type { StageSettings } from '../stages.js';
import { powertoolsVersion } from '../paths.js';
import { domainConstructId, groupRoutesByDomain } from '../route-domains.js';
import type { RouteAccess } from './push-stack.js';
import { RouteDomainStack } from './route-domain-stack.js';
import { mediaEnvironment } from '../constructs/media-access.js';

export interface ApiStackProps extends StackProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  /** The OAuth signing key secret (data stack), for the routes in `SIGNING_KEY_ROUTES` only. */
  readonly signingKeySecret: ISecret;
  /** The media bucket and host (data stack): its name and address for every function, its objects for the upload routes. */
  readonly media: MediaBucket;
  /** The route table (`functions/routes.ts`): one function and one API route per row. */
  readonly routes: readonly RouteDefinition[];
  /** Grants and environment some routes need beyond the table (push stack), by route name. */
  readonly routeAccess?: ReadonlyMap<string, RouteAccess>;
  /** The stage's one schedule group (push stack): cloud code's schedules join it. */
  readonly schedules: Schedules;
}

/**
 * The HTTP API (stage, access logs, 5xx alarm, custom domain) and, on stages with tracing, the
 * Powertools layer reference (for the tracer);
 * the functions and their routes live in one nested `RouteDomainStack` per domain of the route
 * table (infra/route-domains.ts), each function granted only the table access its row asks for.
 */
export class ApiStack extends Stack {
  readonly api: SiteHttpApi;
  /** Nested stacks by domain (`pages`, `identity`, …). */
  readonly routeStacks: ReadonlyMap<string, RouteDomainStack>;
  /** Every route's function by route name, across the nested stacks. */
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** Cloud code's sandboxes, queue and schedules. */
  readonly cloudCode: CloudCode;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, table } = props;

    const environment = {
      TABLE_NAME: table.tableName,
      STAGE: settings.name,
      LOG_LEVEL: settings.logLevel,
      POWERTOOLS_LOG_LEVEL: settings.logLevel,
      POWERTOOLS_SERVICE_NAME: 'site-api',
      POWERTOOLS_METRICS_NAMESPACE: 'SiteApi',
      POWERTOOLS_TRACE_ENABLED: String(settings.tracing),
      RATE_LIMIT_PER_MINUTE: String(settings.rateLimitPerMinute),
      PUBLIC_RATE_LIMIT_PER_MINUTE: String(settings.publicRateLimitPerMinute),
      RATE_LIMIT_WINDOW_SECONDS: String(settings.rateLimitWindowSeconds),
      ...mediaEnvironment(settings, props.media),
    };

    // The Powertools tracer (with the X-Ray SDK) comes from AWS's own layer for the exact version in
    // package-lock.json, resolved at deploy time from its public SSM parameter, and only on stages
    // with tracing on: the logger and metrics are bundled into each function (infra/bundling.ts).
    // Resolved once here and handed to the nested stacks as a parameter.
    const layers = settings.tracing
      ? [
          LayerVersion.fromLayerVersionArn(
            this,
            'PowertoolsLayer',
            StringParameter.valueForStringParameter(
              this,
              `/aws/service/powertools/typescript/generic/all/${powertoolsVersion()}`,
            ),
          ),
        ]
      : [];

    this.api = new SiteHttpApi(this, 'Api', { settings });
    // Cloud code's sandboxes, queue and schedules: a nested stack of their own (the parent holds the API only).
    this.cloudCode = new CloudCode(
      new NestedStack(this, 'CloudCode', { description: `${props.description ?? id}: cloud code` }),
      'CloudCode',
      {
        settings,
        table,
        environment,
        schedules: props.schedules,
        apiUrl: settings.customDomain ? `https://${settings.customDomain.domainName}` : this.api.httpApi.apiEndpoint,
      },
    );
    // A route may need both the push stack's parts and cloud code's.
    const routeAccess = new Map(props.routeAccess);
    for (const [name, access] of this.cloudCode.routeAccess) {
      const other = routeAccess.get(name);
      routeAccess.set(name, other ? (grantee) => ({ ...other(grantee), ...access(grantee) }) : access);
    }
    const routeStacks = new Map<string, RouteDomainStack>();
    const functions = new Map<string, ApiFunction>();
    for (const [domain, routes] of groupRoutesByDomain(props.routes)) {
      const routeStack = new RouteDomainStack(this, `${domainConstructId(domain)}Routes`, {
        settings,
        table,
        signingKeySecret: props.signingKeySecret,
        api: this.api,
        routes,
        environment,
        layers,
        routeAccess,
        description: `${props.description ?? id}: ${domain} routes`,
      });
      routeStacks.set(domain, routeStack);
      for (const [name, fn] of routeStack.functions) functions.set(name, fn);
    }
    this.routeStacks = routeStacks;
    this.functions = functions;
  }
}
