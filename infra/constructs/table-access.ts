import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { tableDefinition } from '../../lib/db/table.js';

/** Reads the code performs: items, batches, queries, and the condition checks of transactions. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;

/** Writes, including the items of `TransactWriteItems` (authorised per item action). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/**
 * Grants a route's function the table access its row asks for, on the table and its GSIs by name.
 *
 * Like `grantReadData` / `grantReadWriteData`, minus `Scan` and stream reads (no code uses them), and
 * with index ARNs named from the table definition instead of `index/*`: that wildcard is an
 * AwsSolutions-IAM5 finding whose id embeds the cross-stack output hash, so it could only be
 * acknowledged by a string that breaks whenever CDK renames the output.
 */
export const grantTableAccess = (
  grantee: IGrantable,
  table: ITable,
  access: RouteDefinition['access'],
): Grant =>
  Grant.addToPrincipal({
    grantee,
    actions: access === 'read' ? [...TABLE_READ_ACTIONS] : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS],
    resourceArns: [
      table.tableArn,
      ...tableDefinition.globalIndexes.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`),
    ],
  });
