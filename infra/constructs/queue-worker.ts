import { Duration, Validations } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { queueUrlVariable } from '../../lib/queues/work-queue.js';
import type { StageSettings } from '../stages.js';
import { WorkerFunction } from './worker-function.js';

export interface QueueWorkerProps {
  /** The queue's name in code (`workQueue(name)`) and its worker's file, `workers/<name>.ts`. */
  readonly name: string;
  readonly description: string;
  readonly settings: StageSettings;
  readonly environment: Readonly<Record<string, string>>;
  /** The worker's own timeout; the queue's visibility timeout is six times it, as Lambda recommends. */
  readonly timeout: Duration;
  /** Receives before a message goes to the dead-letter queue (default 5). */
  readonly maxReceiveCount?: number;
  /** Messages per invocation (default 10). */
  readonly batchSize?: number;
  /** At most this many worker instances at once (SQS event source maximum concurrency, 2–1000). */
  readonly maxConcurrency?: number;
}

/** Shared by every queue: SQS-managed encryption, TLS only, 14 days. */
export const QUEUE_DEFAULTS = {
  encryption: QueueEncryption.SQS_MANAGED,
  enforceSSL: true,
  retentionPeriod: Duration.days(14),
} as const;

/**
 * A work queue on AWS (lib/queues/work-queue.ts): the SQS queue, its dead-letter queue with an alarm
 * on any message, and its worker function (`workers/<name>.ts`, built with `sqsWorker`) reporting
 * partial batch failures. `grantSend(grantee)` lets another function queue messages and returns the
 * environment variable naming the queue (`QUEUE_URL_<NAME>`). Table grants are the caller's.
 */
export class QueueWorker extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: WorkerFunction;
  /** The queue's name in code (`workQueue(name)`). */
  readonly queueName: string;

  constructor(scope: Construct, id: string, props: QueueWorkerProps) {
    super(scope, id);
    this.queueName = props.name;
    const { settings } = props;
    this.deadLetters = new Queue(this, 'DeadLetters', QUEUE_DEFAULTS);
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This is a dead-letter queue: nothing consumes it automatically.',
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'Serverless-SQSRedrivePolicy',
      reason: 'A dead-letter queue itself: it has no further queue to redrive to; its alarm tells an operator.',
    });
    this.deadLetters
      .metricApproximateNumberOfMessagesVisible({ period: settings.alarms.period })
      .createAlarm(this, 'DeadLettersAlarm', {
        alarmDescription: `${settings.name} ${props.name}: messages in its dead-letter queue`,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    this.queue = new Queue(this, 'Queue', {
      ...QUEUE_DEFAULTS,
      visibilityTimeout: Duration.seconds(props.timeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: props.maxReceiveCount ?? 5 },
    });
    this.worker = new WorkerFunction(this, 'Worker', {
      name: props.name,
      description: props.description,
      settings,
      timeout: props.timeout,
      environment: { ...props.environment, [queueUrlVariable(props.name)]: this.queue.queueUrl },
    });
    // A worker may queue follow-ups on its own queue (a long wait re-queued, the next page of a fan-out).
    this.queue.grantSendMessages(this.worker.role);
    this.worker.function.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: props.batchSize ?? 10,
        reportBatchItemFailures: true,
        ...(props.maxConcurrency !== undefined && { maxConcurrency: props.maxConcurrency }),
      }),
    );
    Validations.of(this.worker).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        "SQS event source mappings take no on-failure destination: the queue's redrive policy dead-letters failed messages.",
    });
    Validations.of(this.worker).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: `Fed by its queue, whose redrive policy dead-letters what fails (${id}/DeadLetters).`,
    });
  }

  /** Lets `grantee` queue messages; returns the environment entry its function needs to find the queue. */
  grantSend(grantee: IGrantable): Record<string, string> {
    this.queue.grantSendMessages(grantee);
    return { [queueUrlVariable(this.queueName)]: this.queue.queueUrl };
  }
}
