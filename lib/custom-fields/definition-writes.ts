import { buildCustomizations, presentCustomization, type Customization } from '../commerce/customizations.js';
import { TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { queryAll } from '../db/query-all.js';
import { assertValid, type FieldError } from '../http/errors.js';
import { productKeys } from '../products/keys.js';
import { clashingNames, definitionProblems } from './custom-field-rules.js';
import { definitionsEtag, replaceFieldDefinitions, type FieldDefinitions } from './definitions.js';
import type { CustomFieldKind } from './keys.js';
import type { ReplaceFieldDefinitions } from './schemas.js';

/** The definitions as the API shows them, with their ETag. */
export const presentFieldDefinitions = (siteId: string, kind: CustomFieldKind, definitions: FieldDefinitions) => ({
  body: { customizations: definitions.customizations.map(presentCustomization), updated_at: definitions.updated_at },
  etag: definitionsEtag(siteId, kind, definitions.version),
});

/** Names of the site's product types' fields, by type: one Query of the site's PRODUCT_TYPE partition (every page). */
const productTypeFields = async (
  siteId: string,
): Promise<{ slug: string; customizations: readonly Customization[] }[]> =>
  (
    await queryAll({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': productKeys.productTypePartition(siteId) },
    })
  ).map((item) => ({ slug: item.slug as string, customizations: (item.customizations ?? []) as Customization[] }));

/**
 * Replaces the site's customer or product fields (see replaceFieldDefinitions: one GetItem and one
 * PutItem). Product fields are also checked against every product type's (one Query): a name a
 * product type defines too is refused (422 `field_clash`), since a product's fields are both lists.
 */
export const replaceSiteFields = (
  siteId: string,
  kind: CustomFieldKind,
  body: ReplaceFieldDefinitions,
  ifMatch: string | undefined,
): Promise<FieldDefinitions> =>
  replaceFieldDefinitions(siteId, kind, ifMatch, async (current) => {
    const built = buildCustomizations(body.customizations, current.customizations, timestamp(), 'site');
    const problems: FieldError[] = [...built.problems, ...definitionProblems(built.customizations)];
    if (kind === 'products' && !problems.length && built.customizations.length) {
      for (const type of await productTypeFields(siteId)) {
        for (const name of clashingNames(built.customizations, type.customizations)) {
          const index = built.customizations.findIndex((field) => field.name === name);
          problems.push({
            field: `customizations.${index}.name`,
            message: `the product type ${type.slug} defines a field ${name} too`,
            code: 'field_clash',
          });
        }
      }
    }
    assertValid(problems);
    return built.customizations;
  });
