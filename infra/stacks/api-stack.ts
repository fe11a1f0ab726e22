import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes.js';
import { ApiFunction } from '../constructs/api-function.js';
import { SiteHttpApi } from '../constructs/site-http-api.js';
import type { StageSettings } from '../stages.js';

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
      POWERTOOLS_SERVICE_NAME: 'site-api',
      RATE_LIMIT_PER_MINUTE: String(settings.rateLimitPerMinute),
    };

    this.api = new SiteHttpApi(this, 'Api', { settings });
    const functions = new Map<string, ApiFunction>();
    for (const route of props.routes) {
      const routeId = constructId(route.name);
      const fn = new ApiFunction(this, routeId, { route, table, settings, environment });
      this.api.addRoute(routeId, route, fn.function);
      functions.set(route.name, fn);
    }
    this.functions = functions;
  }
}
