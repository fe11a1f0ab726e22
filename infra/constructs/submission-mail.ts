import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { StageSettings } from '../stages.js';
import { QueueWorker } from './queue-worker.js';

export interface SubmissionMailProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  /** Environment every worker gets (table, stage, Powertools settings). */
  readonly environment: Readonly<Record<string, string>>;
}

/** A message is one render and one SES call; 30 s leaves room for SES's own retries. */
const WORKER_TIMEOUT = Duration.seconds(30);

/**
 * Mail of public submissions on AWS: the stage's SES identity (a domain with Easy
 * DKIM) and configuration set (SES's account-level suppression list on for bounces and
 * complaints); the `submission-mail` queue and worker that renders and sends each message
 * (fed by the event router); and the feedback path: the configuration set publishes bounces and
 * complaints to an encrypted SNS topic, whose subscription fills the `mail-feedback` queue, whose
 * worker records each suppressed address in the table.
 */
export class SubmissionMail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly feedbackTopic: Topic;
  readonly sender: QueueWorker;
  /** Customer accounts' mail (confirmation, welcome, password reset), queued by the router from request items. */
  readonly customerSender: QueueWorker;
  readonly feedback: QueueWorker;

  constructor(scope: Construct, id: string, props: SubmissionMailProps) {
    super(scope, id);
    const { settings, table, environment } = props;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(settings.mail.domain),
      configurationSet: this.configurationSet,
    });

    const topicKey = new Key(this, 'FeedbackKey', {
      enableKeyRotation: true,
      description: `${settings.name} SES bounce and complaint notifications`,
    });
    // SES publishes to the encrypted topic; SNS delivers to the queue.
    topicKey.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:GenerateDataKey*', 'kms:Decrypt');
    this.feedbackTopic = new Topic(this, 'Feedback', { masterKey: topicKey, enforceSSL: true });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    this.feedback = new QueueWorker(this, 'FeedbackWorker', {
      name: 'mail-feedback',
      description: 'Records SES bounces and complaints as suppressed addresses',
      settings,
      timeout: WORKER_TIMEOUT,
      environment,
    });
    // What SNS cannot deliver goes to the worker's dead-letter queue (alarmed) too.
    this.feedbackTopic.addSubscription(
      new SqsSubscription(this.feedback.queue, {
        rawMessageDelivery: true,
        deadLetterQueue: this.feedback.deadLetters,
      }),
    );
    // Records suppressions (PutItem only).
    Grant.addToPrincipal({
      grantee: this.feedback.worker.role,
      actions: ['dynamodb:PutItem'],
      resourceArns: [table.tableArn],
    });

    this.sender = new QueueWorker(this, 'SendWorker', {
      name: 'submission-mail',
      description: "Mails an accepted submission's notifications and confirmation",
      settings,
      timeout: WORKER_TIMEOUT,
      environment: {
        ...environment,
        MAIL_FROM: settings.mail.from,
        SES_CONFIGURATION_SET: this.configurationSet.configurationSetName,
      },
    });
    // Reads the site, channel, entry, send log and suppressions (BatchGetItem, GetItem); claims and marks messages (PutItem, UpdateItem).
    Grant.addToPrincipal({
      grantee: this.sender.worker.role,
      actions: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      resourceArns: [table.tableArn],
    });
    // SES v2 SendEmail authorizes the identity and the configuration set the message names.
    Grant.addToPrincipal({
      grantee: this.sender.worker.role,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [
        this.identity.emailIdentityArn,
        Stack.of(this).formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: this.configurationSet.configurationSetName,
        }),
      ],
    });
    this.customerSender = new QueueWorker(this, 'CustomerSendWorker', {
      name: 'customer-mail',
      description: "Mails a customer account's confirmation, welcome or password reset link",
      settings,
      timeout: WORKER_TIMEOUT,
      environment: {
        ...environment,
        MAIL_FROM: settings.mail.from,
        SES_CONFIGURATION_SET: this.configurationSet.configurationSetName,
      },
    });
    // Reads the customer, site, template and suppression (GetItem, BatchGetItem); stores the link's token and claims and marks messages (PutItem, UpdateItem).
    Grant.addToPrincipal({
      grantee: this.customerSender.worker.role,
      actions: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      resourceArns: [table.tableArn],
    });
    Grant.addToPrincipal({
      grantee: this.customerSender.worker.role,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [
        this.identity.emailIdentityArn,
        Stack.of(this).formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: this.configurationSet.configurationSetName,
        }),
      ],
    });
    for (const role of [this.sender.worker.role, this.customerSender.worker.role])
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Only where tracing is on: xray:PutTraceSegments/PutTelemetryRecords support no resource-level permissions; SES and the table are named.',
      });
  }

  /** Lets the event router queue a submission's and a customer account's mail; returns the environment entries it needs. */
  grantQueue(grantee: IGrantable): Record<string, string> {
    return { ...this.sender.grantSend(grantee), ...this.customerSender.grantSend(grantee) };
  }
}
