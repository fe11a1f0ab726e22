import { CfnOutput, Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
  type DomainMappingOptions,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { CORS } from '../../lib/http/cors.js';
import type { StageSettings } from '../stages.js';

export interface SiteHttpApiProps {
  readonly settings: StageSettings;
}

/** One JSON object per request; HTTP API `$context` variables. */
const accessLogFields = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
} as const;

/**
 * The HTTP API with its `$default` stage: JSON access logs, stage throttling from the stage
 * settings, an alarm on 5xx responses and, when configured, a custom domain.
 */
export class SiteHttpApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: SiteHttpApiProps) {
    super(scope, id);
    const { settings } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Site management API (${settings.name})`,
      // The stage is created below: the implicit default stage cannot take logs or throttling.
      createDefaultStage: false,
      // The API-wide CORS policy (lib/http/cors.ts): API Gateway answers preflights itself and adds
      // the headers to every response, as the local server does.
      corsPreflight: {
        allowOrigins: [CORS.allowOrigin],
        allowMethods: CORS.allowMethods.map((method) => CorsHttpMethod[method]),
        allowHeaders: [...CORS.allowHeaders],
        exposeHeaders: [...CORS.exposeHeaders],
        allowCredentials: false,
        maxAge: Duration.seconds(CORS.maxAgeSeconds),
      },
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: settings.logRetention,
      removalPolicy: settings.data.removalPolicy,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: settings.apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
      domainMapping: this.domainMapping(settings),
    });

    this.stage
      .metricServerError({ period: settings.alarms.period, statistic: 'Sum' })
      .createAlarm(this, 'ServerErrorsAlarm', {
        alarmDescription: `${settings.name} API answers with 5xx`,
        threshold: settings.alarms.api5xxCount,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });

    new CfnOutput(this, 'Url', { value: this.httpApi.apiEndpoint, description: 'execute-api endpoint' });
  }

  /**
   * Routes one row of the route table to its function. The route, its integration and the
   * function's invoke permission are created in `scope` (the route's domain stack, next to the
   * function), not in the API's stack; `id` prefixes their construct ids.
   */
  addRoute(scope: Construct, id: string, route: RouteDefinition, handler: IFunction): HttpRoute {
    const routeConstruct = new HttpRoute(scope, `${id}Route`, {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', handler),
    });
    Validations.of(routeConstruct).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        route.auth === 'none'
          ? 'Public by design (route table auth: none).'
          : `Bearer tokens are verified in the function by the auth middleware (route table auth: ${route.auth}).`,
    });
    return routeConstruct;
  }

  private domainMapping(settings: StageSettings): DomainMappingOptions | undefined {
    if (settings.customDomain === undefined) return undefined;
    const domainName = new DomainName(this, 'DomainName', {
      domainName: settings.customDomain.domainName,
      certificate: Certificate.fromCertificateArn(this, 'Certificate', settings.customDomain.certificateArn),
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
    new CfnOutput(this, 'DomainTarget', {
      value: domainName.regionalDomainName,
      description: `DNS target (CNAME/alias) for ${settings.customDomain.domainName}`,
    });
    return { domainName };
  }
}
