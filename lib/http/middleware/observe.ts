import type middy from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import { MetricUnit, type Metrics } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { CallerContext } from '../caller-context.js';

export interface ObserveOptions {
  /** Route name (the function's row in the route table). */
  readonly route: string;
  readonly logger: Pick<Logger, 'info' | 'appendKeys' | 'resetKeys'>;
  readonly metrics: Pick<Metrics, 'addMetric' | 'addDimension'>;
  readonly now?: () => number;
}

/**
 * One structured log line and one set of metrics per request: route, status, latency, site and
 * token ids (never secrets: no headers, no bodies). Used first, so its `after`/`onError` run
 * last and see the final response, error responses included.
 */
export const observe = (
  options: ObserveOptions,
): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, CallerContext> => {
  const now = options.now ?? (() => performance.now());
  const starts = new WeakMap<object, number>();

  const observeMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, CallerContext> = async (
    request,
  ) => {
    starts.set(request, now());
    options.logger.appendKeys({ route: options.route, request_id: request.event.requestContext?.requestId });
  };

  const observeMiddlewareAfter: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, CallerContext> = async (
    request,
  ) => {
    const status = (request.response as { statusCode?: number } | undefined)?.statusCode ?? 500;
    const latency = now() - (starts.get(request) ?? now());
    const principal = request.context.principal;
    options.metrics.addDimension('route', options.route);
    options.metrics.addMetric('Latency', MetricUnit.Milliseconds, latency);
    options.metrics.addMetric('4xx', MetricUnit.Count, status >= 400 && status < 500 ? 1 : 0);
    options.metrics.addMetric('5xx', MetricUnit.Count, status >= 500 ? 1 : 0);
    options.metrics.addMetric('Throttled', MetricUnit.Count, status === 429 || status === 503 ? 1 : 0);
    options.logger.info('request', {
      method: request.event.requestContext?.http?.method,
      path: request.event.rawPath,
      status,
      latency_ms: Math.round(latency * 10) / 10,
      site_id: principal?.site?.id,
      token_id: principal?.token.id,
      user_id: principal?.token.userId,
    });
    options.logger.resetKeys();
  };

  return { before: observeMiddlewareBefore, after: observeMiddlewareAfter, onError: observeMiddlewareAfter };
};
