import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { grantMediaAccess, MEDIA_ROUTE_ACTIONS, PRIVATE_ROUTE_ACTIONS } from '../constructs/media-access.js';
import { grantSearchIndexAccess, SEARCH_ROUTE_ACTIONS } from '../constructs/search-index.js';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { ApiFunction } from '../constructs/api-function.js';
import { SIGNING_KEY_ROUTES } from '../constructs/signing-key-access.js';
import type { SiteHttpApi } from '../constructs/site-http-api.js';
import type { StageSettings } from '../stages.js';
import type { RouteAccess } from './push-stack.js';

export interface RouteDomainStackProps extends NestedStackProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  /** The OAuth signing key secret: handed only to the functions of `SIGNING_KEY_ROUTES`. */
  readonly signingKeySecret: ISecret;
  /** The API in the parent stack: each route and its integration are added to it from here. */
  readonly api: SiteHttpApi;
  /** This domain's rows of the route table (`routeDomain` in infra/route-domains.ts). */
  readonly routes: readonly RouteDefinition[];
  /** Variables every function reads (`TABLE_NAME`, `STAGE`, …). */
  readonly environment: Readonly<Record<string, string>>;
  readonly layers: readonly ILayerVersion[];
  /** Grants and environment some routes need beyond the table (push queues, schedules, the sealing key, cloud code's sandbox), by route name. */
  readonly routeAccess?: ReadonlyMap<string, RouteAccess>;
}

/** `get-health` → `GetHealth`: construct ids, hence readable logical ids. */
const constructId = (routeName: string): string =>
  routeName
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * One domain's functions (with their roles, policies, log groups and alarms) and their API
 * integrations, permissions and routes: a nested stack, so the API's resources are spread over
 * several templates instead of hitting CloudFormation's 500-resource limit in one.
 */
export class RouteDomainStack extends NestedStack {
  readonly functions: ReadonlyMap<string, ApiFunction>;

  constructor(scope: Construct, id: string, props: RouteDomainStackProps) {
    super(scope, id, props);
    const { settings, table, environment, layers } = props;
    const functions = new Map<string, ApiFunction>();
    for (const route of props.routes) {
      const routeId = constructId(route.name);
      const signingKeySecret = SIGNING_KEY_ROUTES.includes(route.name) ? props.signingKeySecret : undefined;
      const fn = new ApiFunction(this, routeId, { route, table, signingKeySecret, settings, environment, layers });
      const access = props.routeAccess?.get(route.name);
      if (access)
        for (const [name, value] of Object.entries(access(fn.function))) fn.function.addEnvironment(name, value);
      const mediaActions = MEDIA_ROUTE_ACTIONS[route.name];
      if (mediaActions) grantMediaAccess(fn.function.role as Role, settings, mediaActions);
      const privateActions = PRIVATE_ROUTE_ACTIONS[route.name];
      if (privateActions) grantMediaAccess(fn.function.role as Role, settings, privateActions, 'private');
      const searchActions = SEARCH_ROUTE_ACTIONS[route.name];
      if (searchActions) grantSearchIndexAccess(fn.function.role as Role, settings, searchActions);
      props.api.addRoute(this, routeId, route, fn.function);
      functions.set(route.name, fn);
    }
    this.functions = functions;
  }
}
