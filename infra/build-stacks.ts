import type { Construct } from 'constructs';
import { routes as routeTable } from '../functions/routes.js';
import type { RouteDefinition } from '../lib/endpoint/route.js';
import { ApiStack } from './stacks/api-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { EventsStack } from './stacks/events-stack.js';
import { PushStack } from './stacks/push-stack.js';
import { stackPrefix, type StageSettings } from './stages.js';

export interface SiteApiStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly events: EventsStack;
  readonly push: PushStack;
}

/**
 * Adds one stage's stacks, `<Stage>-SiteApiData` and `<Stage>-SiteApi` (with one nested stack of
 * functions and routes per domain, see infra/route-domains.ts), to `scope`.
 * Shared by the CDK app and the infra tests so both build exactly the same thing.
 */
export const buildSiteApiStacks = (
  scope: Construct,
  settings: StageSettings,
  routes: readonly RouteDefinition[] = routeTable,
): SiteApiStacks => {
  const prefix = stackPrefix(settings);
  const description = `Site management API (${settings.name})`;
  const data = new DataStack(scope, `${prefix}-SiteApiData`, { settings, description: `${description}: data` });
  const push = new PushStack(scope, `${prefix}-SiteApiPush`, {
    settings,
    table: data.table,
    sealingKeySecret: data.pushSealingKeySecret,
    description: `${description}: devices and push`,
  });
  const api = new ApiStack(scope, `${prefix}-SiteApi`, {
    settings,
    routes,
    table: data.table,
    signingKeySecret: data.signingKeySecret,
    routeAccess: push.routeAccess,
    schedules: push.schedules,
    media: data.media,
    description,
  });
  const events = new EventsStack(scope, `${prefix}-SiteApiEvents`, {
    settings,
    table: data.table,
    description: `${description}: events and webhooks`,
    mediaBaseUrl: data.media.baseUrl,
    publicBaseUrl: settings.customDomain ? `https://${settings.customDomain.domainName}` : api.api.httpApi.apiEndpoint,
    cloudCode: api.cloudCode,
  });
  return { data, api, events, push };
};
