import { type Duration, Validations } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import path from 'node:path';
import { functionBundling } from './function-bundling.js';
import { depsLockFile, projectRoot } from '../paths.js';
import type { StageSettings } from '../stages.js';
import { copyRuntimeFiles, FUNCTION_RUNTIME } from './api-function.js';

/** `workers/<name>.ts`: a function fed by an event source rather than a route. */
export const workerEntry = (name: string): string => path.join(projectRoot, 'workers', `${name}.ts`);

export interface WorkerFunctionProps {
  /** `workers/<name>.ts`. */
  readonly name: string;
  readonly description: string;
  readonly settings: StageSettings;
  readonly environment: Readonly<Record<string, string>>;
  readonly timeout: Duration;
  readonly layers?: readonly ILayerVersion[];
  /** Memory in MB (default: the stage's function default). */
  readonly memorySize?: number;
  /** Files read at run time, copied beside the bundle (paths from the repository root, see RUNTIME_FILES). */
  readonly runtimeFiles?: readonly string[];
}

/**
 * A function behind an event source (the table's stream, a queue), bundled exactly as the API's
 * functions are (infra/bundling.ts): its own role and log group, tracing per stage, a throttle alarm.
 * Grants are the caller's.
 */
export class WorkerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: WorkerFunctionProps) {
    super(scope, id);
    const { settings } = props;
    const logGroup = new LogGroup(this, 'Logs', {
      retention: settings.logRetention,
      removalPolicy: settings.data.removalPolicy,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${settings.name} ${props.name}`,
    });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: workerEntry(props.name),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: depsLockFile,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? settings.functionDefaults.memorySize,
      timeout: props.timeout,
      tracing: settings.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      logGroup,
      role: this.role,
      environment: { ...props.environment },
      layers: props.layers?.length ? [...props.layers] : undefined,
      description: props.description,
      bundling: {
        ...functionBundling,
        commandHooks: copyRuntimeFiles(props.runtimeFiles),
      },
    });

    this.function.metricThrottles({ period: settings.alarms.period }).createAlarm(this, 'ThrottlesAlarm', {
      alarmDescription: `${props.name} invocations are throttled`,
      threshold: settings.alarms.lambdaThrottleCount,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    if (settings.tracing) {
      Validations.of(this.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active tracing needs xray:PutTraceSegments/PutTelemetryRecords, which support no resource-level permissions.',
      });
    } else {
      Validations.of(this).acknowledge({
        id: 'Serverless-LambdaTracing',
        reason:
          'The stage settings turn X-Ray off here (its SDK costs a third of warm time and ~40 ms of cold start); prod traces.',
      });
    }
  }
}
