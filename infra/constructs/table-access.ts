import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { keys } from '../../lib/db/keys.js';
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
export const grantTableAccess = (grantee: IGrantable, table: ITable, access: RouteDefinition['access']): Grant =>
  Grant.addToPrincipal({
    grantee,
    actions: access === 'read' ? [...TABLE_READ_ACTIONS] : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS],
    resourceArns: [
      table.tableArn,
      ...tableDefinition.globalIndexes.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`),
    ],
  });

/** The partition keys of token items: `TOKEN#<hash of the secret>`. */
export const TOKEN_ITEMS = `${keys.token('').pk}*`;

/**
 * What authentication writes on every authenticated route, read-only ones included: the rate
 * limit's occasional flush and the token's `lastUsedAt`, both one UpdateItem on the token's own
 * item (lib/auth/tokens.ts addTokenUsage). Granted on token items only (`dynamodb:LeadingKeys`),
 * so a read-only route still cannot change anything a client stores.
 */
export const grantTokenUsage = (grantee: IGrantable, table: ITable): Grant =>
  Grant.addToPrincipal({
    grantee,
    actions: ['dynamodb:UpdateItem'],
    resourceArns: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [TOKEN_ITEMS] } },
  });
