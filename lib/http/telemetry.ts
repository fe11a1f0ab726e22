import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'site-api';

/** EMF metrics, one dimension set per route; published once per invocation. */
export const metrics = new Metrics({ namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'SiteApi', serviceName });

/** X-Ray tracing: active on Lambda when the function has tracing enabled, a no-op elsewhere. */
export const tracer = new Tracer({ serviceName });
