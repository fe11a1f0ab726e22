import { dirname } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { DOCS_PACKAGE, DOCS_PACKAGE_FILES } from '../../lib/openapi/docs-files.js';
import { functionBundling } from './function-bundling.js';
import { depsLockFile, functionEntry, projectRoot } from '../paths.js';
import type { StageSettings } from '../stages.js';
import { grantSigningKeyAccess, SIGNING_KEY_SECRET_ENV } from './signing-key-access.js';
import { grantTableAccess, grantTokenUsage } from './table-access.js';

export interface ApiFunctionProps {
  readonly route: RouteDefinition;
  readonly table: ITable;
  /** The OAuth signing key secret, for a function that signs or publishes keys: read/create access and its ARN. */
  readonly signingKeySecret?: ISecret;
  readonly settings: StageSettings;
  /** Variables every function reads (`TABLE_NAME`, `STAGE`, …). */
  readonly environment: Readonly<Record<string, string>>;
  /** Layers providing the modules `LAYER_MODULES` leaves out of the bundle (stages with tracing). */
  readonly layers?: readonly ILayerVersion[];
}

/** The newest Node.js runtime this aws-cdk-lib offers; cdk-nag flags anything older. */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * Files a function reads at run time (not imports, so esbuild does not bundle them), by path from
 * the repository root: copied beside its bundle, where the code looks first.
 */
export const RUNTIME_FILES: Readonly<Record<string, readonly string[]>> = {
  'get-docs-asset': Object.keys(DOCS_PACKAGE_FILES).map((file) => `node_modules/${DOCS_PACKAGE}/${file}`),
  // The generated document (~220 KB): read on the first request, not parsed with the bundle at every cold start.
  'get-openapi': ['openapi.json'],
  // The Unicode font invoices and credit notes embed (~750 KB): read when the first document is rendered, never bundled.
  'get-order-invoice-pdf': ['node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'],
  'get-credit-note-pdf': ['node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'],
};

/** Where a runtime file lands beside the bundle: package files under their package's name, others at the top. */
export const runtimeFileTarget = (file: string): string => file.replace(/^node_modules\//, '');

/** Command hooks that copy `files` beside a function's bundle (undefined when there are none). */
export const copyRuntimeFiles = (files: readonly string[] | undefined) => {
  if (!files?.length) return undefined;
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) =>
      [...new Set(files.map((file) => dirname(runtimeFileTarget(file))))]
        .filter((dir) => dir !== '.')
        .map((dir) => `mkdir -p "${outputDir}/${dir}"`)
        .concat(files.map((file) => `cp "${inputDir}/${file}" "${outputDir}/${runtimeFileTarget(file)}"`)),
  };
};

/**
 * One endpoint's Lambda function: its own role (logs to its own log group, table access by
 * the route's `access`), X-Ray tracing and an alarm on throttled invocations.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route, table, settings } = props;

    const logGroup = new LogGroup(this, 'Logs', {
      retention: settings.logRetention,
      removalPolicy: settings.data.removalPolicy,
    });
    // An explicit role instead of the default one: the managed AWSLambdaBasicExecutionRole
    // would allow writing to every log group in the account.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${settings.name} ${route.method} ${route.path}`,
    });
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: functionEntry(route.name),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: depsLockFile,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: settings.functionDefaults.memorySize,
      timeout: settings.functionDefaults.timeout,
      tracing: settings.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      logGroup,
      role,
      environment: {
        ...props.environment,
        ...(props.signingKeySecret && { [SIGNING_KEY_SECRET_ENV]: props.signingKeySecret.secretArn }),
      },
      layers: props.layers?.length ? [...props.layers] : undefined,
      description: `${route.method} ${route.path}`,
      bundling: {
        ...functionBundling,
        commandHooks: copyRuntimeFiles(RUNTIME_FILES[route.name]),
      },
    });

    grantTableAccess(role, table, route.access);
    if (route.access === 'read' && route.auth !== 'none') grantTokenUsage(role, table);
    if (props.signingKeySecret) grantSigningKeyAccess(role, props.signingKeySecret);

    this.function.metricThrottles({ period: settings.alarms.period }).createAlarm(this, 'ThrottlesAlarm', {
      alarmDescription: `${route.name} invocations are throttled`,
      threshold: settings.alarms.lambdaThrottleCount,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    acknowledgeFindings(this, role, settings.tracing);
  }
}

const acknowledgeFindings = (fn: ApiFunction, role: Role, tracing: boolean): void => {
  if (tracing) {
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active tracing needs xray:PutTraceSegments/PutTelemetryRecords, which support no resource-level permissions.',
    });
  } else {
    Validations.of(fn).acknowledge({
      id: 'Serverless-LambdaTracing',
      reason:
        'The stage settings turn X-Ray off here (its SDK costs a third of warm time and ~40 ms of cold start); prod traces.',
    });
  }
  Validations.of(fn).acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason:
      'Invoked synchronously by API Gateway only: the caller receives the error, there is no event to dead-letter.',
  });
};
