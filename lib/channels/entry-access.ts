import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { requireScope, type Principal } from '../auth/principal.js';
import { currentCustomerId } from '../customers/current-customer.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import type { PageRequest, Page } from '../db/pagination.js';
import { forbidden, notFound, unprocessable } from '../http/errors.js';
import {
  aclAllows,
  aclMayReadAny,
  aclNeedsGroups,
  aclSubject,
  type Acl,
  type AclOperation,
  type AclSubject,
} from './acl.js';
import { getCustomerById } from '../customers/customers.js';
import { getRecordById } from '../db/entity.js';
import { channels, findChannel, resolveChannelId, type Channel } from './channels.js';
import {
  countChannelEntries,
  createEntry,
  deleteEntry,
  findChannelEntry,
  listChannelEntries,
  updateEntry,
  type Entry,
} from './entries.js';
import { validateEntryFields } from './entry-fields.js';
import { entryBodySchema, type EntryBody } from './schemas.js';
import { beforeDelete, beforeWrite, type HookedDeleter, type HookedWriter } from '../hooks/write-hooks.js';

// The entry operations as a caller performs them: channel scopes (sensitive channels need the
// sensitive scopes instead of the plain ones), ACLs, then validation and storage. Denied reads are
// 404 (an entry one may not read does not exist for one), denied writes 403.

/** The caller of an entry route: its principal, site and ACL subject. */
export interface EntryCaller {
  readonly principal: Principal;
  readonly siteId: string;
  readonly subject: AclSubject;
}

/** Resolves the ACL subject of a request (one GetItem when it carries a customer session). */
export const entryCaller = async (
  principal: Principal,
  event: APIGatewayProxyEventV2,
  useAcl: boolean,
): Promise<EntryCaller> => ({
  principal,
  siteId: principal.site!.id,
  subject: aclSubject({
    master: principal.token.master,
    useAcl,
    customerId: await currentCustomerId(principal, event),
  }),
});

/** The scope a channel needs: privacy-sensitive channels need the sensitive scopes instead of the plain ones. */
export const channelScope = (sensitive: boolean, mode: 'read' | 'write') =>
  sensitive ? (`${mode}_sensitive_channels` as const) : (`${mode}_channels` as const);

/** Throws 403 unless the caller holds the scope this channel needs for `mode`. */
export const requireChannelScope = (
  principal: Principal,
  channel: Pick<Channel, 'sensitive'>,
  mode: 'read' | 'write',
): void => requireScope(principal, channelScope(channel.sensitive, mode));

/**
 * The caller with its customer's group slugs, read (one GetItem of the customer) only when the ACL
 * of `operation` names a group and they were not read yet; a customer that no longer exists is in no group.
 */
const withGroups = async (caller: EntryCaller, acl: Acl, operation: AclOperation): Promise<EntryCaller> => {
  if (!aclNeedsGroups(acl, operation, caller.subject)) return caller;
  const customer = await getCustomerById(caller.siteId, caller.subject.customerId!);
  return { ...caller, subject: { ...caller.subject, groups: (customer?.groups ?? []).map((group) => group.slug) } };
};

const aclDenied = (operation: AclOperation) =>
  forbidden('acl_denied', `The channel's ACL does not let this caller ${operation} its entries`);

const channelIdOrThrow = async (siteId: string, ref: string): Promise<string> => {
  const id = await resolveChannelId(siteId, ref);
  if (!id) throw notFound('Channel');
  return id;
};

/** A channel and an entry the caller may use for `mode`: 404 for a missing channel or entry. */
const loadEntry = async (caller: EntryCaller, channelRef: string, entryRef: string, mode: 'read' | 'write') => {
  const { channel, entry } = await findChannelEntry(
    caller.siteId,
    await channelIdOrThrow(caller.siteId, channelRef),
    entryRef,
  );
  if (!channel) throw notFound('Channel');
  requireChannelScope(caller.principal, channel, mode);
  if (!entry) throw notFound('Entry');
  return { channel, entry };
};

/**
 * Whether the caller may read an entry: the channel's read ACL, and a submission judged spam only
 * for callers the ACLs do not apply to (a reviewer's master token): a site never shows spam.
 */
const readable = (channel: Channel, entry: Entry, subject: AclSubject) =>
  aclAllows(channel.acl, 'read', subject, entry.customer_id) && (subject.bypass || entry.submission_status !== 'spam');

/** One entry, when the channel's read ACL lets the caller see it (404 otherwise). */
export const readEntryAs = async (caller: EntryCaller, channelRef: string, entryRef: string): Promise<Entry> => {
  const { channel, entry } = await loadEntry(caller, channelRef, entryRef, 'read');
  if (!readable(channel, entry, (await withGroups(caller, channel.acl, 'read')).subject)) throw notFound('Entry');
  return entry;
};

/** A page of the entries the caller may read that match the list query (`where[…]`, `sort`), and are among `only` when given (a search's matches). */
export const listEntriesAs = async (
  caller: EntryCaller,
  channelRef: string,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
  only?: ReadonlySet<string>,
): Promise<Page<Entry>> => {
  const channelId = await channelIdOrThrow(caller.siteId, channelRef);
  // A read ACL naming a group needs the customer's groups, known only once the channel is read:
  // the first pass then reads nothing more, and the list is read again with them.
  let needsGroups: Acl | undefined;
  const list = (as: EntryCaller) =>
    listChannelEntries(as.siteId, channelId, params, page, {
      mayReadAny: (channel) => {
        requireChannelScope(as.principal, channel, 'read');
        if (aclNeedsGroups(channel.acl, 'read', as.subject)) {
          needsGroups = channel.acl;
          return false;
        }
        return aclMayReadAny(channel.acl, as.subject);
      },
      readable: (channel, entry) => (!only || only.has(entry.id)) && readable(channel, entry, as.subject),
    });
  let result = await list(caller);
  if (result && needsGroups) result = await list(await withGroups(caller, needsGroups, 'read'));
  if (!result) throw notFound('Channel');
  return result.page;
};

/**
 * How many entries of a channel the caller may read match the list query (`where[…]`), among
 * `only` when given (a search's matches): the channel by id (read with the token when the request
 * names its site), then its entries counted (see countChannelEntries); 0 when its read ACL lets
 * the caller read none. The same scope, ACL and spam rules as the list.
 */
export const countEntriesAs = async (
  caller: EntryCaller,
  channelRef: string,
  params: Readonly<Record<string, string | undefined>>,
  only?: ReadonlySet<string>,
): Promise<number> => {
  const channel = await getRecordById(channels, caller.siteId, await channelIdOrThrow(caller.siteId, channelRef), {
    consistent: false,
  });
  if (!channel) throw notFound('Channel');
  requireChannelScope(caller.principal, channel, 'read');
  const { subject } = await withGroups(caller, channel.acl, 'read');
  if (!aclMayReadAny(channel.acl, subject)) return 0;
  // A caller the ACL does not apply to reads every entry (spam included): nothing to test per entry.
  const everyEntry = subject.bypass && !only;
  return countChannelEntries(
    caller.siteId,
    channel,
    params,
    everyEntry ? undefined : (entry) => (!only || only.has(entry.id)) && readable(channel, entry, subject),
  );
};

/** What a cloud code hook sees of an entry (its values under `fields`; it may change `slug` and `fields`). */
const hookView = (entry: Entry) => ({
  id: entry.id,
  channel_id: entry.channel_id,
  slug: entry.slug,
  customer_id: entry.customer_id,
  fields: entry.fields,
  created_at: entry.created_at,
  updated_at: entry.updated_at,
});

/** Creates an entry owned by the current customer (if any), validated against the channel's customizations. */
export const createEntryAs = async (
  caller: EntryCaller,
  channelRef: string,
  body: EntryBody,
  writer?: HookedWriter,
): Promise<Entry> => {
  const channel = await findChannel(caller.siteId, channelRef);
  if (!channel) throw notFound('Channel');
  requireChannelScope(caller.principal, channel, 'write');
  if (!aclAllows(channel.acl, 'create', (await withGroups(caller, channel.acl, 'create')).subject))
    throw aclDenied('create');
  const { input, depth } = await beforeWrite(writer, {
    kind: 'entry',
    action: 'create',
    channel: channel.slug,
    input: body,
    object: { slug: body.slug ?? null, fields: body.fields },
    schema: entryBodySchema,
  });
  const { values, errors } = validateEntryFields(channel.customizations, input.fields, undefined, { uploads: true });
  if (errors.length) throw unprocessable(errors);
  return createEntry(caller.siteId, channel, {
    slug: input.slug,
    values,
    customerId: caller.subject.customerId,
    depth,
  });
};

/** Changes the fields a PUT names (null clears one); the owner never changes. A concurrent change is read and applied again (the before-hook too). */
export const updateEntryAs = (
  caller: EntryCaller,
  channelRef: string,
  entryRef: string,
  body: EntryBody,
  writer?: HookedWriter,
): Promise<Entry> =>
  withOptimisticRetry(async () => {
    const { channel, entry } = await loadEntry(caller, channelRef, entryRef, 'write');
    if (!aclAllows(channel.acl, 'update', (await withGroups(caller, channel.acl, 'update')).subject, entry.customer_id))
      throw aclDenied('update');
    const { input, depth } = await beforeWrite(writer, {
      kind: 'entry',
      action: 'update',
      channel: channel.slug,
      input: body,
      schema: entryBodySchema,
      object: {
        ...hookView(entry),
        ...(body.slug !== undefined && { slug: body.slug }),
        fields: { ...entry.fields, ...body.fields },
      },
      original: hookView(entry),
    });
    const { values, errors } = validateEntryFields(channel.customizations, input.fields, entry.fields, {
      uploads: true,
    });
    if (errors.length) throw unprocessable(errors);
    return updateEntry(caller.siteId, channel, entry, { slug: input.slug, values, depth });
  });

export const deleteEntryAs = async (
  caller: EntryCaller,
  channelRef: string,
  entryRef: string,
  writer?: HookedDeleter,
): Promise<void> => {
  const { channel, entry } = await loadEntry(caller, channelRef, entryRef, 'write');
  if (!aclAllows(channel.acl, 'delete', (await withGroups(caller, channel.acl, 'delete')).subject, entry.customer_id))
    throw aclDenied('delete');
  await beforeDelete(writer, { kind: 'entry', channel: channel.slug, object: hookView(entry) });
  await deleteEntry(caller.siteId, channel, entry);
};
