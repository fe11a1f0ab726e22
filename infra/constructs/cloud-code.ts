import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { WASM_FILE } from '../../lib/cloudcode/sandbox/quickjs.js';
import { SANDBOX_FUNCTION_ENV } from '../../lib/cloudcode/sandbox/transport.js';
import type { StageSettings } from '../stages.js';
import type { RouteAccess } from '../stacks/push-stack.js';
import { QueueWorker } from './queue-worker.js';
import type { Schedules } from './schedules.js';
import { grantTableAccess } from './table-access.js';
import { WorkerFunction } from './worker-function.js';

/** What a route's function needs of cloud code: the sandbox, the queue, the schedules. */
export type CloudCodeNeed = 'sandbox' | 'queue' | 'schedules';

/** The writes that may run a before-hook: the sandbox, and the queue for the hook's log. */
const HOOKED_WRITES = [
  'create-entry',
  'update-entry',
  'delete-entry',
  'create-customer',
  'update-customer',
  'delete-customer',
  'create-product',
  'update-product',
  'delete-product',
  'create-coupon',
  'update-coupon',
  'delete-coupon',
] as const;

/** The routes that run or manage cloud code, with what each needs. */
export const CLOUD_CODE_ROUTES: Readonly<Record<string, readonly CloudCodeNeed[]>> = {
  'create-cloud-code-deployment': ['sandbox', 'schedules'],
  'activate-cloud-code-deployment': ['schedules'],
  'call-function': ['sandbox'],
  'run-job': ['queue'],
  ...Object.fromEntries(HOOKED_WRITES.map((name) => [name, ['sandbox', 'queue']])),
};

/** Seconds past a trigger's own limit before its sandbox function is stopped (the outer bound). */
const OUTER_BOUND_MARGIN = 5;
const FUNCTION_LIMIT_SECONDS = 10;
const JOB_LIMIT_SECONDS = 600;

export interface CloudCodeProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  /** The API's own address: the sandbox's SDK calls come back to it. */
  readonly apiUrl: string;
  readonly environment: Readonly<Record<string, string>>;
  /** The stage's one schedule group (the push stack's): cloud code's schedules send to its queue. */
  readonly schedules: Schedules;
}

/**
 * Cloud code on AWS:
 * - two sandbox functions (the same code, `workers/cloud-code-sandbox.ts`, with the engine's
 *   WebAssembly file beside it): one for requests and hooks (15 s), one for jobs (605 s). Their roles
 *   hold nothing but their own logs: no table, secret or queue permission;
 * - the `cloud-code` work queue (jobs, schedules' firings, after-hooks, before-hooks' logs) with its
 *   dead-letter queue, alarm and worker;
 * - the stage's schedule group (made by the push stack, one per stage) sending to that queue.
 * `routeAccess` gives each route's function what `CLOUD_CODE_ROUTES` says it needs.
 */
export class CloudCode extends Construct {
  readonly requestSandbox: WorkerFunction;
  readonly jobSandbox: WorkerFunction;
  readonly queue: QueueWorker;
  readonly schedules: Schedules;
  /** Per route name: the grants and environment its function needs of cloud code. */
  readonly routeAccess: ReadonlyMap<string, RouteAccess>;
  private readonly scheduleTarget: Record<string, string>;
  private readonly apiUrl: string;

  constructor(scope: Construct, id: string, props: CloudCodeProps) {
    super(scope, id);
    const { settings } = props;
    this.apiUrl = props.apiUrl;
    const sandboxEnvironment = {
      POWERTOOLS_SERVICE_NAME: 'site-api-cloud-code',
      POWERTOOLS_LOG_LEVEL: settings.logLevel,
      STAGE: settings.name,
    };
    const sandbox = (name: string, seconds: number, description: string) => {
      const fn = new WorkerFunction(this, name, {
        name: 'cloud-code-sandbox',
        description,
        settings,
        environment: sandboxEnvironment,
        timeout: Duration.seconds(seconds + OUTER_BOUND_MARGIN),
        // The guest's 64 MB heap, the engine's capped linear memory and Node's own.
        memorySize: 512,
        runtimeFiles: [`node_modules/${WASM_FILE}`],
      });
      Validations.of(fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked synchronously by the API and the cloud-code worker only: the caller receives the error.',
      });
      return fn;
    };
    this.requestSandbox = sandbox('RequestSandbox', FUNCTION_LIMIT_SECONDS, 'Cloud code sandbox: functions and hooks');
    this.jobSandbox = sandbox('JobSandbox', JOB_LIMIT_SECONDS, 'Cloud code sandbox: jobs');

    this.queue = new QueueWorker(this, 'Queue', {
      name: 'cloud-code',
      description: 'Cloud code: jobs, schedules, after-hooks, before-hook logs',
      settings,
      environment: { ...props.environment, CLOUD_CODE_API_URL: props.apiUrl },
      // A job runs up to 600 s inside it.
      timeout: Duration.seconds(JOB_LIMIT_SECONDS + 60),
      batchSize: 1,
    });
    grantTableAccess(this.queue.worker.role, props.table, 'write');
    for (const [name, value] of Object.entries(this.grantSandbox(this.queue.worker.role)))
      this.queue.worker.function.addEnvironment(name, value);

    this.schedules = props.schedules;
    this.scheduleTarget = this.schedules.target(this.queue);
    this.routeAccess = new Map(
      Object.entries(CLOUD_CODE_ROUTES).map(([name, needs]) => [
        name,
        (grantee: IGrantable) => this.grantNeeds(needs, grantee),
      ]),
    );
  }

  /** Lets `grantee` invoke the sandboxes (their exact ARNs, no version wildcard); returns their names. */
  private grantSandbox(grantee: IGrantable): Record<string, string> {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [this.requestSandbox.function.functionArn, this.jobSandbox.function.functionArn],
      }),
    );
    return {
      [SANDBOX_FUNCTION_ENV.request]: this.requestSandbox.function.functionName,
      [SANDBOX_FUNCTION_ENV.job]: this.jobSandbox.function.functionName,
      CLOUD_CODE_API_URL: this.apiUrl,
    };
  }

  /** Grants what `needs` names and returns the environment that goes with it. */
  private grantNeeds(needs: readonly CloudCodeNeed[], grantee: IGrantable): Record<string, string> {
    return {
      ...(needs.includes('sandbox') && this.grantSandbox(grantee)),
      ...(needs.includes('queue') && this.queue.grantSend(grantee)),
      ...(needs.includes('schedules') && { ...this.schedules.grantManage(grantee), ...this.scheduleTarget }),
    };
  }

  /** Lets `grantee` (the event router) queue after-hooks; returns the environment entry it needs. */
  grantQueue(grantee: IGrantable): Record<string, string> {
    return this.queue.grantSend(grantee);
  }
}
