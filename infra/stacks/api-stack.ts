import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes.js';
import { ApiFunction } from '../constructs/api-function.js';
import { SiteHttpApi } from '../constructs/site-http-api.js';
import type { StageSettings } from '../stages.js';
import { powertoolsVersion } from '../paths.js';

export interface ApiStackProps extends StackProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  /** The route table (`functions/routes.ts`): one function and one API route per row. */
  readonly routes: readonly RouteDefinition[];
}

/** `get-health` → `GetHealth`: construct ids, hence readable logical ids. */
const constructId = (routeName: string): string =>
  routeName.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');

/** The HTTP API and one Lambda function per route, each granted only the table access its row asks for. */
export class ApiStack extends Stack {
  readonly api: SiteHttpApi;
  readonly functions: ReadonlyMap<string, ApiFunction>;

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
      RATE_LIMIT_PER_MINUTE: String(settings.rateLimitPerMinute),
    };

    // Powertools (logger, metrics, tracer and the X-Ray SDK) comes from AWS's own layer for the
    // exact version in package-lock.json, resolved at deploy time from its public SSM parameter:
    // one shared copy instead of ~160 KB inside every function bundle.
    const powertools = LayerVersion.fromLayerVersionArn(this, 'PowertoolsLayer', StringParameter.valueForStringParameter(
      this, `/aws/service/powertools/typescript/generic/all/${powertoolsVersion()}`));

    this.api = new SiteHttpApi(this, 'Api', { settings });
    const functions = new Map<string, ApiFunction>();
    for (const route of props.routes) {
      const routeId = constructId(route.name);
      const fn = new ApiFunction(this, routeId, { route, table, settings, environment, layers: [powertools] });
      this.api.addRoute(routeId, route, fn.function);
      functions.set(route.name, fn);
    }
    this.functions = functions;
  }
}
