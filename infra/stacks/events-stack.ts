import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { CloudCode } from '../constructs/cloud-code.js';
import { SubmissionMail } from '../constructs/submission-mail.js';
import { SearchIndexer } from '../constructs/search-index.js';
import { QueueWorker } from '../constructs/queue-worker.js';
import { WorkerFunction } from '../constructs/worker-function.js';
import type { StageSettings } from '../stages.js';
import { GSI1, GSI2 } from '../../lib/db/table.js';

export interface EventsStackProps extends StackProps {
  readonly settings: StageSettings;
  /** The table, with its stream (data stack). */
  readonly table: ITable;
  /** The API's public base URL, for the `url` fields of event objects. */
  readonly publicBaseUrl: string;
  /** Cloud code (API stack): the router queues the after-hooks a change is watched by. */
  readonly cloudCode?: CloudCode;
  /** The public media host: file objects in event payloads are built on it. */
  readonly mediaBaseUrl: string;
}

/** Both functions' own timeout; an attempt is at most 10 s of HTTP plus a few DynamoDB calls. */
const WORKER_TIMEOUT = Duration.seconds(30);

/**
 * Events and webhooks: the table's stream feeds the event router (batches, bisected on
 * error, failed batches described on an SQS queue); the router records deliveries and queues each
 * attempt on the delivery queue, whose consumer sends it and queues the next attempt with a delay.
 * What neither can handle lands in a dead-letter queue with an alarm.
 */
export class EventsStack extends Stack {
  readonly router: WorkerFunction;
  readonly delivery: WorkerFunction;
  readonly deliveryQueue: Queue;
  readonly deliveryDeadLetters: Queue;
  readonly streamFailures: Queue;
  readonly mail: SubmissionMail;
  readonly groupFanout: QueueWorker;
  readonly vendorFanout: QueueWorker;
  readonly erasure: QueueWorker;
  readonly searchIndexer: SearchIndexer;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { settings, table } = props;
    if (!table.tableStreamArn) throw new Error("The events stack needs the table's stream");

    const queueDefaults = {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    };
    this.deliveryDeadLetters = new Queue(this, 'DeliveryDeadLetters', queueDefaults);
    this.streamFailures = new Queue(this, 'StreamFailures', queueDefaults);
    for (const queue of [this.deliveryDeadLetters, this.streamFailures]) {
      Validations.of(queue).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason:
          "This is a dead-letter queue (or the stream's on-failure destination): nothing consumes it automatically.",
      });
      Validations.of(queue).acknowledge({
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'A dead-letter queue itself: it has no further queue to redrive to; its alarm tells an operator.',
      });
      queue
        .metricApproximateNumberOfMessagesVisible({ period: settings.alarms.period })
        .createAlarm(queue, 'NotEmptyAlarm', {
          alarmDescription: `${settings.name} events: messages in ${queue.node.id}`,
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
    }
    this.deliveryQueue = new Queue(this, 'DeliveryQueue', {
      ...queueDefaults,
      // Six times the consumer's timeout, as Lambda recommends for queue sources.
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deliveryDeadLetters, maxReceiveCount: 5 },
    });

    const environment = {
      TABLE_NAME: table.tableName,
      STAGE: settings.name,
      POWERTOOLS_LOG_LEVEL: settings.logLevel,
      POWERTOOLS_SERVICE_NAME: 'site-api-events',
      POWERTOOLS_METRICS_NAMESPACE: 'SiteApi',
      POWERTOOLS_TRACE_ENABLED: String(settings.tracing),
      DELIVERY_QUEUE_URL: this.deliveryQueue.queueUrl,
      // AWS stages: https only, no private or metadata addresses.
      WEBHOOK_ALLOW_PRIVATE_URLS: 'false',
    };

    this.router = new WorkerFunction(this, 'EventRouter', {
      name: 'event-router',
      description: 'Table stream → events → webhook deliveries',
      settings,
      timeout: WORKER_TIMEOUT,
      environment: { ...environment, PUBLIC_BASE_URL: props.publicBaseUrl, MEDIA_BASE_URL: props.mediaBaseUrl },
    });
    // Reads a site's webhooks, its site item and parents; records deliveries (PutItem only).
    Grant.addToPrincipal({
      grantee: this.router.role,
      actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem'],
      resourceArns: [table.tableArn],
    });
    this.deliveryQueue.grantSendMessages(this.router.role);
    for (const [name, value] of Object.entries(props.cloudCode?.grantQueue(this.router.role) ?? {}))
      this.router.function.addEnvironment(name, value);
    this.router.function.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(0),
        bisectBatchOnError: true,
        retryAttempts: 10,
        maxRecordAge: Duration.days(1),
        reportBatchItemFailures: true,
        // One batch per shard at a time: a resource's changes are routed in the order they happened.
        parallelizationFactor: 1,
        onFailure: new SqsDlq(this.streamFailures),
      }),
    );

    this.delivery = new WorkerFunction(this, 'WebhookDelivery', {
      name: 'webhook-delivery',
      description: 'Sends one webhook delivery attempt',
      settings,
      timeout: WORKER_TIMEOUT,
      environment,
    });
    // Reads a delivery and its webhook (BatchGetItem); records attempts and webhook health (UpdateItem).
    Grant.addToPrincipal({
      grantee: this.delivery.role,
      actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
      resourceArns: [table.tableArn],
    });
    this.deliveryQueue.grantSendMessages(this.delivery.role);
    this.delivery.function.addEventSource(
      new SqsEventSource(this.deliveryQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );

    // Public submissions' mail: the router queues an accepted submission's mail.
    const { DELIVERY_QUEUE_URL: _delivery, WEBHOOK_ALLOW_PRIVATE_URLS: _private, ...workerEnvironment } = environment;
    this.mail = new SubmissionMail(this, 'Mail', { settings, table, environment: workerEnvironment });
    for (const [name, value] of Object.entries(this.mail.grantQueue(this.router.role)))
      this.router.function.addEnvironment(name, value);

    // A renamed or deleted customer group: the router queues it, the worker rewrites its members'
    // copies (each member one read and one transaction) and drops stale memberships.
    this.groupFanout = new QueueWorker(this, 'CustomerGroupFanout', {
      name: 'customer-group-fanout',
      description: "Brings a renamed or deleted customer group's members in line with it",
      settings,
      timeout: Duration.seconds(300),
      batchSize: 1,
      environment: workerEnvironment,
    });
    Grant.addToPrincipal({
      grantee: this.groupFanout.worker.role,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
      ],
      resourceArns: [table.tableArn],
    });
    for (const [name, value] of Object.entries(this.groupFanout.grantSend(this.router.role)))
      this.router.function.addEnvironment(name, value);

    // A renamed vendor: the router queues it, the worker rewrites its products' copies (each
    // product one read and one write), reading them from the vendor's products index.
    this.vendorFanout = new QueueWorker(this, 'VendorFanout', {
      name: 'vendor-fanout',
      description: "Brings a renamed vendor's products in line with it",
      settings,
      timeout: Duration.seconds(300),
      batchSize: 1,
      environment: workerEnvironment,
    });
    Grant.addToPrincipal({
      grantee: this.vendorFanout.worker.role,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:ConditionCheckItem',
      ],
      resourceArns: [table.tableArn, `${table.tableArn}/index/${GSI2}`],
    });
    for (const [name, value] of Object.entries(this.vendorFanout.grantSend(this.router.role)))
      this.router.function.addEnvironment(name, value);

    // An erased customer: the router queues its erasure record, the worker anonymizes its orders
    // (each one read and one conditioned put) and reduces the delivery payloads that named it.
    this.erasure = new QueueWorker(this, 'CustomerErasure', {
      name: 'customer-erasure',
      description: "Anonymizes an erased customer's orders and strips it from webhook delivery logs",
      settings,
      timeout: Duration.seconds(300),
      batchSize: 1,
      environment: workerEnvironment,
    });
    Grant.addToPrincipal({
      grantee: this.erasure.worker.role,
      actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      resourceArns: [table.tableArn, `${table.tableArn}/index/${GSI1}`],
    });
    for (const [name, value] of Object.entries(this.erasure.grantSend(this.router.role)))
      this.router.function.addEnvironment(name, value);

    // Search: the router queues each change of a searchable resource, the indexer records it in
    // the site's index (lib/search).
    this.searchIndexer = new SearchIndexer(this, 'SearchIndexer', { settings, table, environment: workerEnvironment });
    for (const [name, value] of Object.entries(this.searchIndexer.grantSend(this.router.role)))
      this.router.function.addEnvironment(name, value);

    Validations.of(this.router).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        "Fed by the table stream: failed batches go to the event source mapping's on-failure queue (StreamFailures).",
    });
    Validations.of(this.router.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, granted by the stream event source, supports no resource-level permissions; every other action names the table or its stream.',
    });
    Validations.of(this.delivery).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        "SQS event source mappings take no on-failure destination: the delivery queue's redrive policy dead-letters failed messages.",
    });
    Validations.of(this.delivery).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Fed by the delivery queue, whose redrive policy dead-letters what fails five times (DeliveryDeadLetters).',
    });
  }
}
