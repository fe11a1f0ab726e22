import { Metrics } from '@aws-lambda-powertools/metrics';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import type middy from '@middy/core';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'site-api';

/** EMF metrics, one dimension set per route; published once per invocation. */
export const metrics = new Metrics({ namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'SiteApi', serviceName });

// X-Ray tracing is loaded only where the stage turns it on (POWERTOOLS_TRACE_ENABLED=true): the
// X-Ray SDK behind Powertools Tracer installs async hooks that tax every await in the process
// (measured: about a third of the warm cost of a request) and adds ~40 ms to a cold start.
const tracingOn = process.env.POWERTOOLS_TRACE_ENABLED === 'true';

const loaded = tracingOn
  ? await Promise.all([import('@aws-lambda-powertools/tracer'), import('@aws-lambda-powertools/tracer/middleware')])
  : undefined;

/** X-Ray tracer when tracing is on, else undefined. */
export const tracer: Tracer | undefined = loaded && new loaded[0].Tracer({ serviceName });

/** The handler-capturing middleware when tracing is on (a segment per invocation), else none. */
export const tracing = (): middy.MiddlewareObj[] =>
  loaded && tracer ? [loaded[1].captureLambdaHandler(tracer, { captureResponse: false }) as middy.MiddlewareObj] : [];
