import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTableInput } from '../../lib/db/table.js';
import { SYNTH_TIMEOUT, synthStage, type SynthesizedStage } from './fixture.js';

const policyActions = (template: Template, roleLogicalIdPrefix: string): string[] => {
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.entries(policies)
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(roleLogicalIdPrefix))
    .flatMap(([, policy]) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap(
        (statement) => statement.Action,
      ),
    );
};

describe('EventsStack', SYNTH_TIMEOUT, () => {
  let stage: SynthesizedStage;
  let template: Template;
  // The file's first synthesis (every function of the app) can outlast the 60 s hook default under load.
  beforeAll(() => {
    stage = synthStage('prod');
    template = Template.fromStack(stage.events);
  }, SYNTH_TIMEOUT.timeout);

  it('gives the table a NEW_AND_OLD_IMAGES stream, as the local table has', () => {
    stage.dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    expect(createTableInput('t').StreamSpecification).toEqual({
      StreamEnabled: true,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    });
  });

  it('feeds the router from the stream: batches, bisect on error, partial failures, an SQS on-failure destination', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: Match.anyValue(),
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      ParallelizationFactor: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
  });

  it('queues deliveries on an encrypted queue with a dead-letter queue, consumed with partial batch failures', () => {
    // Deliveries, their dead letters and the stream failures; the mail's three work queues
    // (submissions, customer accounts, feedback) with their dead letters; the customer-group
    // fan-out queue, the vendor fan-out queue, the customer-erasure queue and the search indexer's queue,
    // each with its dead letters.
    template.resourceCountIs('AWS::SQS::Queue', 17);
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 180,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 5 },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    // An alarm on each dead-letter queue: the delivery dead letters and the stream failures, the three
    // mail queues' dead letters, the customer-group fan-out's, the vendor fan-out's, the customer erasure's
    // and the search indexer's.
    template.resourcePropertiesCountIs(
      'AWS::CloudWatch::Alarm',
      { MetricName: 'ApproximateNumberOfMessagesVisible' },
      9,
    );
  });

  it('runs the search indexer from its own queue, which the router may send to, on the index objects only', () => {
    template.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('search index') });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('stream'),
      Environment: { Variables: Match.objectLike({ QUEUE_URL_SEARCH_INDEX: Match.anyValue() }) },
    });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('/search-index/*');
  });

  it('runs the customer-group fan-out from its own queue, which the router may send to', () => {
    template.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('customer group') });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('stream'),
      Environment: { Variables: Match.objectLike({ QUEUE_URL_CUSTOMER_GROUP_FANOUT: Match.anyValue() }) },
    });
  });

  it("runs the vendor fan-out from its own queue, which the router may send to, reading the products' vendor index", () => {
    template.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('renamed vendor') });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('stream'),
      Environment: { Variables: Match.objectLike({ QUEUE_URL_VENDOR_FANOUT: Match.anyValue() }) },
    });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('/index/gsi2');
  });

  it("runs a customer's erasure from its own queue, which the router may send to, reading the order index", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('erased customer'),
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('stream'),
      Environment: { Variables: Match.objectLike({ QUEUE_URL_CUSTOMER_ERASURE: Match.anyValue() }) },
    });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('/index/gsi1');
  });

  it("bundles both functions like the API's and refuses private webhook URLs on AWS", () => {
    template.resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      {
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Environment: {
          Variables: Match.objectLike({
            WEBHOOK_ALLOW_PRIVATE_URLS: 'false',
            DELIVERY_QUEUE_URL: Match.anyValue(),
            TABLE_NAME: Match.anyValue(),
          }),
        },
      },
      2,
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('stream'),
      Environment: { Variables: Match.objectLike({ PUBLIC_BASE_URL: Match.anyValue() }) },
    });
  });

  it('grants least privilege: the router reads and puts items, the delivery reads and updates them, neither deletes', () => {
    const router = policyActions(template, 'EventRouterRole');
    expect(router).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'sqs:SendMessage']),
    );
    const delivery = policyActions(template, 'WebhookDeliveryRole');
    expect(delivery).toEqual(
      expect.arrayContaining(['dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'sqs:SendMessage', 'sqs:ReceiveMessage']),
    );
    for (const actions of [router, delivery]) {
      expect(actions).not.toContain('dynamodb:DeleteItem');
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.filter((action) => action.endsWith('*'))).toEqual([]);
    }
    expect(delivery).not.toContain('dynamodb:PutItem');
    expect(router).not.toContain('dynamodb:UpdateItem');
  });
});
