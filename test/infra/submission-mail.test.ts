import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { SubmissionMail } from '../../infra/constructs/submission-mail.js';
import { stageSettings } from '../../infra/stages.js';
import { newTestApp, SYNTH_TIMEOUT } from './fixture.js';

describe('SubmissionMail', SYNTH_TIMEOUT, () => {
  let template: Template;
  let app: ReturnType<typeof newTestApp>;
  let env: Record<string, string>;
  beforeAll(() => {
    app = newTestApp();
    const stack = new Stack(app, 'Probe');
    const table = new Table(stack, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    });
    const mail = new SubmissionMail(stack, 'Mail', {
      settings: stageSettings('prod'),
      table,
      environment: { TABLE_NAME: table.tableName },
    });
    const router = new Role(stack, 'Router', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    env = mail.grantQueue(router);
    template = Template.fromStack(stack);
  });

  it("verifies the stage's domain with Easy DKIM and sends through a configuration set using the account's suppression list", () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });

  it('publishes bounces and complaints to an encrypted topic feeding the feedback queue (raw delivery)', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: Match.anyValue() },
      }),
    });
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'sqs', RawMessageDelivery: true });
    template.hasResourceProperties(
      'AWS::KMS::Key',
      Match.objectLike({
        EnableKeyRotation: true,
        KeyPolicy: Match.objectLike({
          Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'ses.amazonaws.com' } })]),
        }),
      }),
    );
  });

  it('gives the sender MAIL_FROM and the configuration set, SES send rights on the identity and the set only, and the router its queue', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          MAIL_FROM: 'Site API <no-reply@mail.example.com>',
          SES_CONFIGURATION_SET: Match.anyValue(),
          QUEUE_URL_SUBMISSION_MAIL: Match.anyValue(),
        }),
      },
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['ses:SendEmail', 'ses:SendRawEmail'],
            Resource: Match.arrayWith([Match.objectLike({ 'Fn::Join': Match.anyValue() })]),
          }),
        ]),
      },
    });
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) =>
        (policy as { Properties: { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } } })
          .Properties.PolicyDocument.Statement,
    );
    expect(
      statements.filter((s) => JSON.stringify(s.Action).includes('ses:') && JSON.stringify(s.Resource).includes('"*"')),
    ).toEqual([]);
    expect(Object.keys(env)).toEqual(['QUEUE_URL_SUBMISSION_MAIL', 'QUEUE_URL_CUSTOMER_MAIL']);
    template.resourceCountIs('AWS::SQS::Queue', 6);
  });

  it('is clean under the cdk-nag packs', () => {
    app.synth();
    for (const pack of [new AwsSolutionsChecks(), new ServerlessChecks()]) {
      const findings = pack
        .validateScope(app)
        .violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`))
        .filter((finding) => !finding.includes('/Table/'));
      expect(findings, pack.readPackName).toEqual([]);
    }
  });
});
