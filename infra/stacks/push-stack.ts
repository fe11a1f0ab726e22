import { Duration, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { GSI1 } from '../../lib/db/table.js';
import { FANOUT_QUEUE, SEND_QUEUE } from '../../lib/push/queue-names.js';
import { QueueWorker } from '../constructs/queue-worker.js';
import { Schedules } from '../constructs/schedules.js';
import type { StageSettings } from '../stages.js';

export interface PushStackProps extends StackProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  /** The data stack's key that seals push secrets. */
  readonly sealingKeySecret: ISecret;
}

/** A function's environment and grants beyond its route's table access (see `routeAccess`). */
export type RouteAccess = (grantee: IGrantable) => Record<string, string>;

/** The variable through which lib/push/sealing.ts finds the sealing key. */
export const SEALING_KEY_ENV = 'PUSH_SEALING_KEY_SECRET_ARN';

/**
 * Devices and push: the fan-out and sender queues with their workers and dead-letter
 * queues, the stage's schedules (EventBridge Scheduler) for `send_at`, and what each push route's
 * function may do besides reading and writing the table (`routeAccess`). The sender reaches Web
 * Push services over HTTPS and native apps through SNS mobile push.
 */
export class PushStack extends Stack {
  readonly fanout: QueueWorker;
  readonly sender: QueueWorker;
  /** Payment providers' events that arrived before their payment was stored, applied once it is. */
  readonly paymentEvents: QueueWorker;
  /** Sweeps of a site's orders left unpaid past its unpaid_order_ttl_hours, sent by the site's schedule. */
  readonly orderExpiry: QueueWorker;
  readonly schedules: Schedules;
  /** Per route name: the extra grants and environment its function needs. */
  readonly routeAccess: ReadonlyMap<string, RouteAccess>;

  constructor(scope: Construct, id: string, props: PushStackProps) {
    super(scope, id, props);
    const { settings, table, sealingKeySecret } = props;
    const base = {
      TABLE_NAME: table.tableName,
      STAGE: settings.name,
      POWERTOOLS_LOG_LEVEL: settings.logLevel,
      POWERTOOLS_SERVICE_NAME: 'site-api-push',
      POWERTOOLS_METRICS_NAMESPACE: 'SiteApi',
      POWERTOOLS_TRACE_ENABLED: String(settings.tracing),
    };
    const prefix = `${settings.name}-push`;

    this.fanout = new QueueWorker(this, 'Fanout', {
      name: FANOUT_QUEUE,
      description: 'Push fan-out: one page of targeted devices per message',
      settings,
      environment: base,
      timeout: Duration.seconds(60),
      batchSize: 1,
    });
    this.sender = new QueueWorker(this, 'Sender', {
      name: SEND_QUEUE,
      description: 'Push sender: one batch of up to 98 devices per message',
      settings,
      environment: {
        ...base,
        [SEALING_KEY_ENV]: sealingKeySecret.secretArn,
        SNS_PLATFORM_APPLICATION_PREFIX: prefix,
        PUSH_RETRY_DELAYS_MS: settings.push.retryDelaysMs.join(','),
        PUSH_VAPID_SUBJECT: settings.push.vapidSubject,
        // A claim outlives any attempt: the worker's timeout is 120 s.
        PUSH_BATCH_LEASE_SECONDS: '150',
        // AWS: https only, no private or metadata addresses (the webhooks' guard).
        WEBHOOK_ALLOW_PRIVATE_URLS: 'false',
      },
      timeout: Duration.seconds(120),
      batchSize: 1,
      maxConcurrency: 50,
    });
    this.schedules = new Schedules(this, 'Schedules', { settings });
    const fanoutArn = this.schedules.target(this.fanout);

    const tableArns = [table.tableArn, `${table.tableArn}/index/${GSI1}`];
    // The fan-out reads targeted devices (Queries, named devices in batches) and records pages in transactions.
    Grant.addToPrincipal({
      grantee: this.fanout.worker.role,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:ConditionCheckItem',
      ],
      resourceArns: tableArns,
    });
    for (const [name, value] of Object.entries(this.sender.grantSend(this.fanout.worker.role)))
      this.fanout.worker.function.addEnvironment(name, value);
    // The sender reads batches, claims and records devices, deactivates gone ones, and makes the VAPID key on first use.
    Grant.addToPrincipal({
      grantee: this.sender.worker.role,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:ConditionCheckItem',
      ],
      resourceArns: [table.tableArn],
    });
    Grant.addToPrincipal({
      grantee: this.sender.worker.role,
      actions: ['secretsmanager:GetSecretValue'],
      resourceArns: [sealingKeySecret.secretArn],
    });
    this.grantNativePush(this.sender.worker.role, prefix);

    const sealing: RouteAccess = (grantee) => {
      Grant.addToPrincipal({
        grantee,
        actions: ['secretsmanager:GetSecretValue'],
        resourceArns: [sealingKeySecret.secretArn],
      });
      return { [SEALING_KEY_ENV]: sealingKeySecret.secretArn };
    };
    const registrationLimits = {
      PUSH_REGISTRATIONS_PER_HOUR_PER_ADDRESS: String(settings.push.registrationsPerHourPerAddress),
      PUSH_REGISTRATIONS_PER_HOUR_PER_SITE: String(settings.push.registrationsPerHourPerSite),
    };
    // Payments: providers' secrets are sealed with the same key; the webhook queues an event whose
    // payment is not stored yet, and the worker applies it once it is (a payment, its order and the
    // event's id read in one BatchGetItem, then one transaction).
    this.paymentEvents = new QueueWorker(this, 'PaymentEvents', {
      name: 'payment-events',
      description: "Applies a payment provider's event that arrived before its payment was stored",
      settings,
      environment: { ...base, [SEALING_KEY_ENV]: sealingKeySecret.secretArn },
      timeout: Duration.seconds(30),
      batchSize: 1,
    });
    // An early event that pays a cancelled or already paid order refunds it through its provider: the
    // payment and the provider's settings are read (GetItem) and the provider's key unsealed.
    Grant.addToPrincipal({
      grantee: this.paymentEvents.worker.role,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:ConditionCheckItem',
      ],
      resourceArns: [table.tableArn],
    });
    Grant.addToPrincipal({
      grantee: this.paymentEvents.worker.role,
      actions: ['secretsmanager:GetSecretValue'],
      resourceArns: [sealingKeySecret.secretArn],
    });
    // Unpaid orders expire off the request path: a site's recurring schedule (made when it sets
    // unpaid_order_ttl_hours) sends its sweep here; the worker cancels as a manual cancel does
    // (the order, its stock and coupon redemption in one transaction each).
    this.orderExpiry = new QueueWorker(this, 'OrderExpiry', {
      name: 'order-expiry',
      description: "Cancels a site's orders left unpaid past its unpaid_order_ttl_hours",
      settings,
      environment: base,
      timeout: Duration.seconds(120),
      batchSize: 1,
    });
    Grant.addToPrincipal({
      grantee: this.orderExpiry.worker.role,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:ConditionCheckItem',
      ],
      resourceArns: [table.tableArn],
    });
    const orderExpiryArn = this.schedules.target(this.orderExpiry);
    // The test provider marks orders paid for anyone: only where the stage's configuration allows it.
    const testPayments = { ALLOW_TEST_PAYMENTS: String(settings.allowTestPayments ?? false) };
    const payments: RouteAccess = (grantee) => ({ ...sealing(grantee), ...testPayments });
    const paymentRoutes: [string, RouteAccess][] = [
      ['put-payment-provider', payments],
      ['create-payment', payments],
      ['create-refund', payments],
      ['capture-payment', payments],
      ['void-payment', payments],
      ['receive-payment-webhook', (grantee) => ({ ...payments(grantee), ...this.paymentEvents.grantSend(grantee) })],
    ];
    this.routeAccess = new Map<string, RouteAccess>([
      ...paymentRoutes,
      ['create-device', () => registrationLimits],
      // Setting or clearing unpaid_order_ttl_hours starts or stops the site's expiry schedule.
      ['update-current-site', (grantee) => ({ ...this.schedules.grantManage(grantee), ...orderExpiryArn })],
      // Records a send, then queues its fan-out or schedules it.
      [
        'create-push',
        (grantee) => ({ ...this.fanout.grantSend(grantee), ...fanoutArn, ...this.schedules.grantManage(grantee) }),
      ],
      ['cancel-push', (grantee) => this.schedules.grantManage(grantee)],
      // Both may make the site's VAPID key pair, whose private half is sealed.
      ['get-push-vapid-public-key', sealing],
      ['update-push-settings', sealing],
      // Encrypted custom fields of customers and products are sealed with the same key (lib/custom-fields/values.ts).
      ...[
        'create-customer',
        'update-customer',
        'get-customer',
        'list-customers',
        'create-product',
        'update-product',
        'get-product',
        'list-products',
      ].map((name) => [name, sealing] as [string, RouteAccess]),
    ]);
  }

  /**
   * SNS mobile push for the sender: the stage's platform applications (`<prefix>-<site>-<apns|fcm>`)
   * made and updated, endpoints made on them, and publishing to those endpoints; nothing else of SNS.
   */
  private grantNativePush(grantee: IGrantable, prefix: string): void {
    const stack = Stack.of(this);
    const arn = (resource: string) => `arn:${stack.partition}:sns:${stack.region}:${stack.account}:${resource}`;
    const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const findingArn = (resource: string) =>
      `arn:${shown(stack.partition, 'Partition')}:sns:${shown(stack.region, 'Region')}:${shown(stack.account, 'AccountId')}:${resource}`;
    const applications = `app/*/${prefix}-*`;
    const endpoints = `endpoint/*/${prefix}-*/*`;
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'sns:CreatePlatformApplication',
          'sns:SetPlatformApplicationAttributes',
          'sns:CreatePlatformEndpoint',
        ],
        resources: [arn(applications)],
      }),
    );
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['sns:Publish'], resources: [arn(endpoints)] }),
    );
    for (const resource of [applications, endpoints]) {
      Validations.of(grantee.grantPrincipal as unknown as Construct).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${findingArn(resource)}]`,
        reason:
          "Platform applications and endpoints are made at run time, one per site and device, always under this stage's name prefix.",
      });
    }
  }
}
