import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { labelled, type TransactionItem, type TransactionRefused } from '../db/transaction.js';
import { type ApiError, conflict } from '../http/errors.js';
import { type LinkKind, menuKeys } from './keys.js';
import type { LinkedTarget, Menu } from './menu-record.js';
import { fieldsLinking } from './menu-rules.js';

/*
 * Link markers: one item per linked page, blog or entry holding the set of menus that link it.
 * A menu write adds and removes its id in its own transaction; the target's delete checks, in its
 * own transaction, that no menu is left in the set. The check costs the delete no request, and
 * a link added meanwhile refuses the delete instead of leaving a dangling link.
 */

/** Label of the delete's check; a refusal of it means "linked by a menu". */
export const MENU_LINK = 'menu-link';

/** The marker updates of a menu write: its id added to what it now links, removed from what it no longer does. */
export const linkUpdates = (
  siteId: string,
  menuId: string,
  changes: { readonly added: readonly LinkedTarget[]; readonly removed: readonly LinkedTarget[] },
): TransactionItem[] => [
  ...changes.added.map((target) =>
    labelled(`link:${target.kind}#${target.id}`, {
      Update: {
        TableName: TABLE_NAME,
        Key: menuKeys.link(siteId, target.kind, target.id),
        UpdateExpression: 'ADD menus :menu',
        ExpressionAttributeValues: { ':menu': new Set([menuId]) },
      },
    }),
  ),
  ...changes.removed.map((target) =>
    labelled(`unlink:${target.kind}#${target.id}`, {
      Update: {
        TableName: TABLE_NAME,
        Key: menuKeys.link(siteId, target.kind, target.id),
        UpdateExpression: 'DELETE menus :menu',
        ExpressionAttributeValues: { ':menu': new Set([menuId]) },
      },
    }),
  ),
];

/**
 * The check a page's, blog's or entry's delete adds to its transaction: refused (label `menu-link`)
 * while a menu links it. An emptied set is removed by DynamoDB, so an unlinked target passes.
 */
export const menuLinkCheck = (siteId: string, kind: LinkKind, targetId: string): TransactionItem =>
  labelled(MENU_LINK, {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: menuKeys.link(siteId, kind, targetId),
      ConditionExpression: 'attribute_not_exists(menus)',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  });

const menuIdsOf = (marker: Record<string, unknown> | undefined): string[] => {
  const menus = marker?.menus as { SS?: string[] } | Set<string> | string[] | undefined;
  if (menus instanceof Set) return [...menus];
  if (Array.isArray(menus)) return menus;
  return menus?.SS ?? [];
};

/**
 * The 409 `in_use` for a delete refused by {@link menuLinkCheck}: the menus the refused marker
 * named (it comes back with the cancellation) and, from one BatchGetItem of them, the field of
 * each that links the target. Undefined when the refusal was not the marker's.
 */
export const menuLinksConflict = async (
  siteId: string,
  kind: LinkKind,
  targetId: string,
  error: TransactionRefused,
): Promise<ApiError | undefined> => {
  if (!error.refused(MENU_LINK)) return undefined;
  const ids = menuIdsOf(error.oldItems.get(MENU_LINK)).slice(0, 100);
  const found = await batchGet(ids.map((id) => menuKeys.menu(siteId, id)));
  const target = { kind, id: targetId };
  const used_by = ids.flatMap((id) => {
    const menu = found.get(keyId(menuKeys.menu(siteId, id))) as Menu | undefined;
    const fields = menu ? fieldsLinking(menu, target) : [];
    return (fields.length ? fields : ['items']).map((field) => ({ type: 'menu', id, field }));
  });
  return conflict('in_use', `The ${kind} is linked by a menu: remove it from these first`, { details: { used_by } });
};
