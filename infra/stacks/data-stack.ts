import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../lib/db/table.js';
import type { StageSettings } from '../stages.js';

export interface DataStackProps extends StackProps {
  readonly settings: StageSettings;
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** The one DynamoDB table, built from the same definition the code and the local server use. */
export class DataStack extends Stack {
  readonly table: ITable;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { data } = props.settings;

    const table = new Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: data.pointInTimeRecovery },
      deletionProtection: data.deletionProtection,
      removalPolicy: data.removalPolicy,
    });
    for (const gsi of tableDefinition.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: stringKey(gsi.partitionKey),
        sortKey: stringKey(gsi.sortKey),
      });
    }
    if (!data.pointInTimeRecovery) {
      Validations.of(table).acknowledge({
        id: 'AwsSolutions-DDB3',
        reason: 'Point-in-time recovery is off only where stage settings mark the data as disposable (dev).',
      });
    }
    // The operator CLI (`npm run admin -- --stage <name>`) finds the table through this output.
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The site API table' });
    this.table = table;
  }
}
