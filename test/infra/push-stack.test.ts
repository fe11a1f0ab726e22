import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { stageSettings } from '../../infra/stages.js';
import { synthStage, templateOf, SYNTH_TIMEOUT, type SynthesizedStage } from './fixture.js';

// Devices and push: the push stack (queues, workers, schedules, SNS grants) and what the push routes'
// functions may do besides the table, on the prod stage.
describe('push stack', SYNTH_TIMEOUT, () => {
  let stage: SynthesizedStage;
  let push: Template;
  beforeAll(() => {
    stage = synthStage(stageSettings('prod'));
    push = Template.fromStack(stage.push);
  }, SYNTH_TIMEOUT.timeout);

  const roleOf = (logicalPrefix: string) =>
    Object.entries(push.findResources('AWS::IAM::Role')).find(([id]) => id.startsWith(logicalPrefix))?.[0];
  const policiesOf = (template: Template, role: string | undefined) =>
    Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(String(role)))
      .flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
      );

  it('has a fan-out and a sender queue, each with a dead-letter queue, fed to its worker one message at a time', () => {
    // Beside them, the payment providers' early events (payment-events), the unpaid orders' expiry
    // sweeps (order-expiry) and their dead-letter queues.
    push.resourceCountIs('AWS::SQS::Queue', 8);
    push.resourceCountIs('AWS::Lambda::EventSourceMapping', 4);
    push.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 50 },
    });
    push.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 720,
      RedrivePolicy: Match.objectLike({ maxReceiveCount: 5 }),
    });
  });

  it('configures the sender for AWS: SNS through the stage prefix, https-only endpoints, the sealing key, the stage retry delays', () => {
    push.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 120,
      Environment: {
        Variables: Match.objectLike({
          SNS_PLATFORM_APPLICATION_PREFIX: 'prod-push',
          WEBHOOK_ALLOW_PRIVATE_URLS: 'false',
          PUSH_RETRY_DELAYS_MS: '1000,5000,15000',
          PUSH_SEALING_KEY_SECRET_ARN: Match.anyValue(),
          QUEUE_URL_PUSH_SEND: Match.anyValue(),
        }),
      },
    });
    push.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ QUEUE_URL_PUSH_FANOUT: Match.anyValue(), QUEUE_URL_PUSH_SEND: Match.anyValue() }),
      },
    });
  });

  it("lets the sender use SNS only for the stage's platform applications and their endpoints", () => {
    const statements = policiesOf(push, roleOf('SenderWorkerRole'));
    const sns = statements.filter((s) => JSON.stringify(s.Action).includes('sns:'));
    expect(sns.map((s) => [s.Action].flat().sort())).toEqual([
      ['sns:CreatePlatformApplication', 'sns:CreatePlatformEndpoint', 'sns:SetPlatformApplicationAttributes'],
      ['sns:Publish'],
    ]);
    expect(JSON.stringify(sns[0]?.Resource)).toContain(':app/*/prod-push-*');
    expect(JSON.stringify(sns[1]?.Resource)).toContain(':endpoint/*/prod-push-*/*');
    // Only X-Ray (prod traces) has no resource-level permissions.
    expect(JSON.stringify(statements.filter((s) => !JSON.stringify(s.Action).includes('xray:')))).not.toMatch(
      /"Resource":"\*"/,
    );
    expect(
      statements.some(
        (s) =>
          JSON.stringify(s.Action).includes('dynamodb:DeleteItem') ||
          JSON.stringify(s.Action).includes('dynamodb:Scan'),
      ),
    ).toBe(false);
  });

  it('lets the payment-events worker refund through a provider: the payment and provider read, the provider key unsealed', () => {
    const actions = policiesOf(push, roleOf('PaymentEventsWorkerRole')).flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'secretsmanager:GetSecretValue']),
    );
    expect(actions).not.toContain('dynamodb:DeleteItem');
    push.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          PUSH_SEALING_KEY_SECRET_ARN: Match.anyValue(),
          QUEUE_URL_PAYMENT_EVENTS: Match.anyValue(),
        }),
      },
    });
  });

  it('lets the schedules only send to the fan-out queue', () => {
    push.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    const statements = policiesOf(push, roleOf('SchedulesRole'));
    expect(statements).toEqual([expect.objectContaining({ Action: 'sqs:SendMessage' })]);
  });

  const descriptions: Record<string, string> = {
    'create-push': 'POST /devices/push',
    'cancel-push': 'DELETE /devices/push/{push}',
    'create-device': 'POST /devices',
    'get-push-vapid-public-key': 'GET /push/vapid_public_key',
    'update-push-settings': 'PUT /push/settings',
    'get-device': 'GET /devices/{device}',
  };

  it('grants the push routes what they use: create-push queues and schedules, cancel-push schedules, the VAPID and settings routes the sealing key', () => {
    const env = (route: string) => {
      const fn = stage.api.functions.get(route);
      if (!fn) throw new Error(`no function for ${route}`);
      const found = Object.values(templateOf(stage, fn).findResources('AWS::Lambda::Function')).find(
        (candidate) => candidate.Properties.Description === descriptions[route],
      );
      return Object.keys(found?.Properties.Environment.Variables ?? {});
    };
    expect(env('create-push')).toEqual(
      expect.arrayContaining([
        'QUEUE_URL_PUSH_FANOUT',
        'QUEUE_ARN_PUSH_FANOUT',
        'SCHEDULE_GROUP',
        'SCHEDULER_ROLE_ARN',
      ]),
    );
    expect(env('cancel-push')).toEqual(expect.arrayContaining(['SCHEDULE_GROUP', 'SCHEDULER_ROLE_ARN']));
    expect(env('cancel-push')).not.toContain('QUEUE_URL_PUSH_FANOUT');
    expect(env('get-push-vapid-public-key')).toContain('PUSH_SEALING_KEY_SECRET_ARN');
    expect(env('update-push-settings')).toContain('PUSH_SEALING_KEY_SECRET_ARN');
    expect(env('create-device')).toEqual(
      expect.arrayContaining(['PUSH_REGISTRATIONS_PER_HOUR_PER_ADDRESS', 'PUSH_REGISTRATIONS_PER_HOUR_PER_SITE']),
    );
    expect(env('get-device')).not.toContain('PUSH_SEALING_KEY_SECRET_ARN');
  });

  it('keeps the sealing key with the data, generated by CloudFormation', () => {
    stage.dataTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });
});
