import type { Customization } from '../commerce/customizations.js';
import { mergeFields } from '../commerce/fields.js';
import { fromMinor, toMinor } from '../commerce/money.js';
import { slugFrom } from '../commerce/slug.js';
import {
  type Entity,
  createRecord,
  getRecord,
  getRecordById,
  removeRecord,
  resolveRecordId,
  saveRecord,
} from '../db/entity.js';
import { batchGet } from '../db/batch-get.js';
import { keyId, type ItemKey } from '../db/keys.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { TABLE_NAME } from '../db/client.js';
import { updateItem } from '../db/one-item.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { idOrderedPartition, queryList, type ListDeclaration } from '../db/list-query.js';
import { countItems, countList } from '../db/count.js';
import type { QueryInput } from '../db/query-all.js';
import { queryFilteredPage, queryPage, type Page, type PageRequest, type PageShape } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import { ApiError, assertValid, invalidField, notFound, type FieldError } from '../http/errors.js';
import { logger } from '../http/logger.js';
import type { StoredFile } from '../uploads/file-objects.js';
import { fileFieldUses, refusedFile, resolveFileFields } from '../uploads/references.js';
import { slugClaim } from './catalog.js';
import { productKeys } from './keys.js';
import { PRODUCT_STATUSES, toProduct, type Product, type StoredVariant } from './product-record.js';
import { buildVariants, optionValueProblems, productSlugProblems } from './product-rules.js';
import { takenValues, uniqueClaimItems } from '../custom-fields/claims.js';
import { clashingNames } from '../custom-fields/custom-field-rules.js';
import { customFieldKeys } from '../custom-fields/keys.js';
import { prepareCustomFields } from '../custom-fields/values.js';
import { productTypes, type ProductType } from './product-types.js';
import {
  createProductSchema,
  updateProductSchema,
  type CreateProduct,
  type InventoryAdjustment,
  type ProductFilter,
  type UpdateProduct,
} from './schemas.js';
import { depthAttributes } from '../hooks/write-depth.js';
import {
  beforeDelete,
  beforeWrite,
  depthOf,
  type HookedDeleter,
  type HookedWriter,
  type Writer,
} from '../hooks/write-hooks.js';
import { stockUpdate } from './stock.js';
import { toRecord } from '../db/record.js';
import { presentProduct } from './present.js';
import { GSI2 } from '../db/table.js';
import { vendorKeys } from '../vendors/keys.js';
import { vendorRef } from '../vendors/present.js';
import type { Vendor, VendorRef } from '../vendors/vendor-record.js';
import { unknownVendor, vendorUseUpdates } from '../vendors/vendor-uses.js';

/**
 * Products: the item (lib/products/product-record.ts) in the site's PRODUCT partition, also on the GSI1
 * partition of its status, and its slug claim. Every write conditions on `version`, which stock
 * changes bump too, so a PUT never overwrites a concurrent stock change.
 */

/** A product, on the GSI1 partition of its status too, its slug claim, and the uses of the uploads its images hold. */
export const products: Entity<Product> = {
  name: 'Product',
  key: productKeys.product,
  indexes: (siteId, product) => ({
    gsi1pk: productKeys.productStatusIndex(siteId, product.status),
    gsi1sk: product.id,
    // The products of a vendor, for `where[vendor]`: one Query of the vendor's GSI2 partition.
    ...(product.vendor && { gsi2pk: vendorKeys.productIndex(siteId, product.vendor.id), gsi2sk: product.id }),
  }),
  version: 'version',
  claim: /* @__PURE__ */ slugClaim('product', productKeys.productSlug),
  related: (siteId, current, next) => {
    const id = (next ?? current)!.id;
    return [
      ...fileFieldUses(
        siteId,
        { type: 'product', id, key: productKeys.product(siteId, id) },
        ['images'],
        current,
        next,
      ),
      // The claims of unique custom field values, moved with every write and released by the delete.
      ...uniqueClaimItems(siteId, 'products', id, current?.custom_claims, next?.custom_claims),
      // The vendors' use markers, so a vendor named by a product cannot be deleted.
      ...vendorUseUpdates(siteId, current?.vendor?.id, next?.vendor),
    ];
  },
  relatedRefused: (error) => takenValues(error) ?? unknownVendor(error) ?? refusedFile(error),
};

/** A product by id (one GetItem) or by slug (two: the slug claim, then the product). */
export const getProduct = (siteId: string, idOrSlug: string): Promise<Product | undefined> =>
  getRecord(products, siteId, idOrSlug);

/** What a product write reads: the product itself (on update), the product type and the collections it names. */
interface Read {
  readonly product?: Product;
  readonly type?: ProductType;
  readonly collections: ReadonlySet<string>;
  /** The vendor named (by id, or by slug through its claim's copy), when found. */
  readonly vendor?: VendorRef;
  /** The site's product fields (every product has them, besides its type's). */
  readonly siteFields: readonly Customization[];
}

/** The key that finds a vendor named by id (its item) or by slug (its claim, which holds a copy). */
const vendorKeyOf = (siteId: string, ref: string): ItemKey =>
  isId(ref) ? vendorKeys.vendor(siteId, ref) : vendorKeys.vendorSlug(siteId, ref);

const vendorOf = (item: Record<string, unknown> | undefined): VendorRef | undefined => {
  const vendor = (item?.vendor_id === undefined ? item : item.vendor) as Vendor | undefined;
  return vendor && vendorRef(vendor);
};

/** The product (when `productId`), the type, the collections, the vendor and the site's product fields, all in one BatchGetItem. */
const readForWrite = async (
  siteId: string,
  productId: string | undefined,
  typeId: string | undefined,
  collectionIds: readonly string[],
  vendor?: string,
): Promise<Read> => {
  const productKey = productId === undefined ? undefined : productKeys.product(siteId, productId);
  const typeKey = typeId === undefined ? undefined : productKeys.productType(siteId, typeId);
  const collectionKeys = collectionIds.map((id) => productKeys.collection(siteId, id));
  const vendorKey = vendor === undefined ? undefined : vendorKeyOf(siteId, vendor);
  const fieldsKey = customFieldKeys.definitions(siteId, 'products');
  const items = await batchGet(
    [productKey, typeKey, ...collectionKeys, vendorKey, fieldsKey].filter((key): key is ItemKey => key !== undefined),
  );
  const fields = items.get(keyId(fieldsKey));
  const product = productKey && items.get(keyId(productKey));
  const type = typeKey && items.get(keyId(typeKey));
  const foundVendor = vendorOf(vendorKey && items.get(keyId(vendorKey)));
  return {
    product: product && toProduct(product),
    type: type && toRecord<ProductType>(type),
    ...(foundVendor && { vendor: foundVendor }),
    collections: new Set(collectionIds.filter((_, index) => items.has(keyId(collectionKeys[index] as ItemKey)))),
    siteFields: fields ? toRecord<{ customizations: Customization[] }>(fields).customizations : [],
  };
};

const collectionProblems = (
  ids: readonly string[],
  found: ReadonlySet<string>,
  kept: readonly string[] = [],
): FieldError[] =>
  ids.flatMap((id, index) =>
    found.has(id) || kept.includes(id)
      ? []
      : [
          {
            field: `collection_ids.${index}`,
            message: `names no collection of this site (${id})`,
            code: 'unknown_collection',
          },
        ],
  );

const unknownType = (id: string): FieldError => ({
  field: 'product_type_id',
  message: `names no product type of this site (${id})`,
  code: 'unknown_product_type',
});

const unknownVendorRef = (ref: string): FieldError => ({
  field: 'vendor',
  message: `names no vendor of this site (${ref})`,
  code: 'unknown_vendor',
});

const stockPerVariant = (variants: readonly unknown[], sent: number | undefined): FieldError[] =>
  variants.length && sent !== undefined
    ? [
        {
          field: 'inventory_quantity',
          message: 'a product with variants keeps its stock per variant (variants.<i>.inventory_quantity)',
          code: 'not_allowed',
        },
      ]
    : [];

/**
 * A product's custom field definitions: the site's product fields, then its type's. A name both
 * define is refused on the product's write (422 `field_clash` naming product_type_id): the site's
 * PUT refuses names a type defines, and this catches a type changed since.
 */
const productFields = (
  siteFields: readonly Customization[],
  type: ProductType | undefined,
): { definitions: Customization[]; problems: FieldError[] } => {
  const clashes = clashingNames(siteFields, type?.customizations ?? []);
  return {
    definitions: [...siteFields, ...(type?.customizations ?? []).filter((field) => !clashes.includes(field.name))],
    problems: clashes.length
      ? [
          {
            field: 'product_type_id',
            message: `the product type defines fields the site's product fields define too: ${clashes.join(', ')}`,
            code: 'field_clash',
          },
        ]
      : [],
  };
};

/**
 * Creates a product: the product type and collections it names in one read (none when it names
 * none), then one TransactWriteItems (product and slug claim; 409 slug_taken). Custom fields are
 * validated against the type's customizations; an unknown type or collection is 422.
 */
export const createProduct = async (siteId: string, body: CreateProduct, writer?: HookedWriter): Promise<Product> => {
  const { input: hooked, depth } = await beforeWrite(writer, {
    kind: 'product',
    action: 'create',
    input: body,
    object: body,
    schema: createProductSchema,
  });
  const input = await resolveFileFields(siteId, hooked, ['images']);
  const slug = slugFrom(input.slug, input.name);
  // Read and written again when the vendor it names is renamed meanwhile (a StaleRead, see
  // vendorUseUpdates) or another product's write collides on the vendor's use marker.
  return withOptimisticRetry(async () => {
    const read = await readForWrite(siteId, undefined, input.product_type_id, input.collection_ids, input.vendor);
    const definitions = productFields(read.siteFields, read.type);
    const built = buildVariants(input.options, input.variants, [], {});
    const id = newId();
    // Every problem in one 422, the custom fields' (`custom_fields.<name>`) included.
    const fields = await prepareCustomFields(
      siteId,
      'products',
      id,
      definitions.definitions,
      input.custom_fields,
      undefined,
      [
        ...productSlugProblems(slug),
        ...(input.product_type_id !== undefined && !read.type ? [unknownType(input.product_type_id)] : []),
        ...(input.vendor !== undefined && !read.vendor ? [unknownVendorRef(input.vendor)] : []),
        ...collectionProblems(input.collection_ids, read.collections),
        ...definitions.problems,
        ...built.problems,
        ...stockPerVariant(input.variants, input.inventory_quantity),
      ],
    );
    const now = timestamp();
    const product: Product = {
      id,
      name: input.name,
      slug,
      ...(input.description !== undefined && { description: input.description }),
      status: input.status,
      price: toMinor(input.price),
      ...(input.compare_at_price !== undefined && { compare_at_price: toMinor(input.compare_at_price) }),
      ...(input.sku !== undefined && { sku: input.sku }),
      ...(input.weight !== undefined && { weight: input.weight }),
      track_inventory: input.track_inventory,
      inventory_quantity: built.variants.length ? 0 : (input.inventory_quantity ?? 0),
      options: input.options,
      variants: built.variants,
      variant_stock: built.variant_stock,
      ...(input.product_type_id !== undefined && { product_type_id: input.product_type_id }),
      ...(read.vendor && { vendor: read.vendor }),
      ...(input.tax_category !== undefined && { tax_category: input.tax_category }),
      collection_ids: input.collection_ids,
      images: input.images as unknown as StoredFile[],
      ...fields,
      created_at: now,
      updated_at: now,
      version: 1,
    };
    return createRecord(products, siteId, product, [], depthAttributes(depth));
  });
};

/** What a before-hook sees of a product: as the API shows it. */
const hookView = (writer: Writer | undefined, product: Product) => presentProduct(product, writer?.base ?? '');

/** Whether a before-hook changed what a product update reads besides the product (its type, its collections). */
const readsMoved = (patch: UpdateProduct, body: UpdateProduct) =>
  patch.product_type_id !== body.product_type_id ||
  patch.vendor !== body.vendor ||
  JSON.stringify(patch.collection_ids) !== JSON.stringify(body.collection_ids);

/**
 * Updates the given fields of a product (see updateProductSchema for the semantics) and
 * re-validates the result. One read of the product together with the product type and the
 * collections the patch names, then one TransactWriteItems (product and slug claim) conditioned
 * on the version read, retried on a concurrent change (stock changes included). A patch that
 * sends `custom_fields` but not `product_type_id` reads the stored type in one more GetItem.
 */
export const updateProduct = (
  siteId: string,
  idOrSlug: string,
  body: UpdateProduct,
  writer?: HookedWriter,
): Promise<Product> => {
  const depth = depthOf(writer);
  return withOptimisticRetry(async () => {
    const id = await resolveRecordId(products, siteId, idOrSlug);
    if (id === undefined) throw notFound('Product');
    let read = await readForWrite(
      siteId,
      id,
      body.product_type_id ?? undefined,
      body.collection_ids ?? [],
      body.vendor ?? undefined,
    );
    const current = read.product;
    if (!current) throw notFound('Product');
    // The site's `product.update` before-hook, if any, again on each read of a concurrent change;
    // a type or collections it names instead are read then (one more request).
    const original = hookView(writer, current);
    const { input: hooked } = await beforeWrite(writer, {
      kind: 'product',
      action: 'update',
      input: body,
      original,
      schema: updateProductSchema,
      object: { ...original, ...body, custom_fields: { ...original.custom_fields, ...body.custom_fields } },
    });
    if (hooked !== body && readsMoved(hooked, body))
      read = {
        ...(await readForWrite(
          siteId,
          undefined,
          hooked.product_type_id ?? undefined,
          hooked.collection_ids ?? [],
          hooked.vendor ?? undefined,
        )),
        product: current,
      };
    // The uploads the images name (after the hook: it may change them), in one BatchGetItem.
    const patch = await resolveFileFields(siteId, hooked, ['images']);
    const typeChange = patch.product_type_id;

    const typeId = typeChange === undefined ? current.product_type_id : (typeChange ?? undefined);
    let type = typeChange === undefined ? undefined : read.type;
    const problems: FieldError[] = [];
    if (typeChange && typeChange !== current.product_type_id && !read.type) problems.push(unknownType(typeChange));
    if (patch.vendor && !read.vendor) problems.push(unknownVendorRef(patch.vendor));
    // A vendor named again keeps the fresh copy just read; null drops it; absent keeps the stored copy.
    const vendor = patch.vendor === undefined ? current.vendor : patch.vendor === null ? undefined : read.vendor;

    // Custom fields are checked when sent, when the type changes, or when the site has product fields (required ones).
    const checkFields = patch.custom_fields !== undefined || typeChange !== undefined || read.siteFields.length > 0;
    if (checkFields && typeChange === undefined && typeId !== undefined) {
      type = await getRecordById(productTypes, siteId, typeId);
    }
    const definitions = checkFields ? productFields(read.siteFields, type) : undefined;

    const options = patch.options ?? current.options;
    let variants: readonly StoredVariant[] = current.variants;
    let variantStock = current.variant_stock;
    if (patch.variants) {
      const built = buildVariants(options, patch.variants, current.variants, current.variant_stock);
      problems.push(...built.problems);
      variants = built.variants;
      variantStock = built.variant_stock;
    } else {
      problems.push(...optionValueProblems(options, variants));
    }
    problems.push(
      ...(patch.slug !== undefined ? productSlugProblems(patch.slug) : []),
      ...collectionProblems(patch.collection_ids ?? [], read.collections, current.collection_ids),
      ...stockPerVariant(variants, patch.inventory_quantity),
    );
    if (definitions) problems.push(...definitions.problems);
    const fields = definitions
      ? await prepareCustomFields(
          siteId,
          'products',
          current.id,
          definitions.definitions,
          patch.custom_fields,
          current.custom_fields,
          problems,
        )
      : {
          custom_fields: current.custom_fields,
          ...(current.custom_claims && { custom_claims: current.custom_claims }),
        };
    assertValid(problems);

    const scalars = mergeFields(current, {
      name: patch.name,
      slug: patch.slug,
      description: patch.description,
      status: patch.status,
      price: patch.price === undefined ? undefined : toMinor(patch.price),
      compare_at_price: patch.compare_at_price == null ? patch.compare_at_price : toMinor(patch.compare_at_price),
      sku: patch.sku,
      weight: patch.weight,
      track_inventory: patch.track_inventory,
      product_type_id: typeChange,
      tax_category: patch.tax_category,
    });
    const { vendor: _stored, ...kept } = scalars;
    const product: Product = {
      ...kept,
      ...(vendor && { vendor }),
      inventory_quantity: variants.length ? 0 : (patch.inventory_quantity ?? current.inventory_quantity),
      options,
      variants,
      variant_stock: variants.length ? variantStock : {},
      collection_ids: patch.collection_ids ?? current.collection_ids,
      images: (patch.images as unknown as StoredFile[] | undefined) ?? current.images ?? [],
      ...fields,
      updated_at: timestamp(),
      version: current.version + 1,
    };
    await saveRecord(products, siteId, current, product, [], depthAttributes(depth));
    return product;
  });
};

/** Deletes a product and its slug claim, after the site's `product.delete` before-hook, if any: the read, then one TransactWriteItems. False when it does not exist. */
export const deleteProduct = async (siteId: string, idOrSlug: string, writer?: HookedDeleter): Promise<boolean> =>
  (await removeRecord(products, siteId, idOrSlug, {
    before: (product) => beforeDelete(writer, { kind: 'product', object: hookView(writer, product) }),
  })) !== undefined;

/**
 * Adjusts the stock of a product (or of one of its variants) by `delta`: ONE conditional UpdateItem
 * (stockUpdate), so concurrent adjustments and checkouts never take stock below 0; by slug one
 * GetItem of the claim first. A refused update reads nothing more: the old item comes back with
 * the failure and tells why (absent → 404; variant_id missing, refused or unknown → 422; not
 * enough stock → 409 insufficient_stock with `details.available`).
 */
export const adjustInventory = async (
  siteId: string,
  idOrSlug: string,
  adjustment: InventoryAdjustment,
): Promise<Product> => {
  const id = await resolveRecordId(products, siteId, idOrSlug);
  if (id === undefined) throw notFound('Product');
  const { variant_id: variantId, delta } = adjustment;
  const {
    TableName: _table,
    Key: key,
    ...update
  } = stockUpdate(
    siteId,
    id,
    [{ variantId, delta }],
    variantId === undefined ? { condition: 'size(variants) = :none', values: { ':none': 0 } } : {},
  );
  const outcome = await updateItem(key, {
    ...update,
    ReturnValues: 'ALL_NEW',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  });
  if (!outcome.refused) {
    const product = toProduct(outcome.attributes);
    const available = variantId === undefined ? product.inventory_quantity : product.variant_stock[variantId];
    logger.info('inventory adjusted', {
      product_id: id,
      variant_id: variantId,
      delta,
      reason: adjustment.reason,
      available,
    });
    return product;
  }
  if (!outcome.old) throw notFound('Product');
  const old = toProduct(outcome.old);
  if (variantId === undefined && old.variants.length)
    throw invalidField('variant_id', 'is required for a product with variants', 'missing');
  if (variantId !== undefined && !old.variants.length)
    throw invalidField('variant_id', 'is not allowed: this product has no variants', 'not_allowed');
  if (variantId !== undefined && old.variant_stock[variantId] === undefined)
    throw invalidField('variant_id', 'is not a variant of this product', 'unknown_variant');
  const available = variantId === undefined ? old.inventory_quantity : (old.variant_stock[variantId] ?? 0);
  throw new ApiError(409, 'insufficient_stock', `Only ${available} in stock: taking ${-delta} would go below 0`, {
    details: { available },
  });
};

/**
 * A site's products, oldest first, one page:
 * - `status` alone or none: one Query (the status's GSI1 partition, or the PRODUCT partition);
 * - `collection` / `product_type` (ids): one Query with a filter (see queryFilteredPage: a page
 *   may hold fewer than per_page items while a Link to the next remains);
 * - a slug in `collection` / `product_type`: one GetItem of the claim first (two slugs: one
 *   BatchGetItem); an unknown slug lists nothing.
 */
export const listProducts = async (
  siteId: string,
  filter: ProductFilter,
  page: PageRequest,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<Page<Product>> => {
  const read = await productRead(siteId, filter, params);
  if (read.kind === 'none') return { items: [] };
  if (read.kind === 'list') {
    const result = await queryList(read.list, read.params, page);
    return { ...result, items: result.items.map(toProduct) };
  }
  const result = read.input.FilterExpression
    ? await queryFilteredPage(read.input, page, read.shape)
    : await queryPage(read.input, page, read.shape);
  return { ...result, items: result.items.map(toProduct) };
};

/**
 * How many products the list holds for the same parameters: the same slug resolution, then a
 * COUNT Query of the same read (the older filters are a FilterExpression, which DynamoDB applies
 * before it counts), or with `where[…]` the PRODUCT partition read and counted in code.
 */
export const countProducts = async (
  siteId: string,
  filter: ProductFilter,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<number> => {
  const read = await productRead(siteId, filter, params);
  if (read.kind === 'none') return 0;
  if (read.kind === 'list') return countList(read.list, read.params);
  return countItems({ input: read.input });
};

type ProductRead =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'list';
      readonly list: ListDeclaration;
      readonly params: Readonly<Record<string, string | undefined>>;
    }
  | {
      readonly kind: 'query';
      readonly input: QueryInput;
      readonly shape: PageShape;
    };

/** What the product list reads for a request's parameters (slugs resolved): nothing, a list query, or one Query. */
const productRead = async (
  siteId: string,
  filter: ProductFilter,
  params: Readonly<Record<string, string | undefined>>,
): Promise<ProductRead> => {
  // Every slug a filter names (a collection's, a product type's, a vendor's) resolved by its claim,
  // all in one BatchGetItem.
  const slugs: { name: 'collection' | 'product_type' | 'vendor'; key: ItemKey; owner: string }[] = [];
  if (filter.collection !== undefined && !isId(filter.collection))
    slugs.push({ name: 'collection', key: productKeys.collectionSlug(siteId, filter.collection), owner: 'owner_id' });
  if (filter.product_type !== undefined && !isId(filter.product_type))
    slugs.push({
      name: 'product_type',
      key: productKeys.productTypeSlug(siteId, filter.product_type),
      owner: 'owner_id',
    });
  const vendorParam = params['where[vendor]'];
  if (vendorParam !== undefined && !isId(vendorParam))
    slugs.push({ name: 'vendor', key: vendorKeys.vendorSlug(siteId, vendorParam), owner: 'vendor_id' });
  const claims = await batchGet(slugs.map((slug) => slug.key));
  const resolved = { collection: filter.collection, product_type: filter.product_type, vendor: vendorParam };
  for (const slug of slugs) {
    const owner = claims.get(keyId(slug.key))?.[slug.owner] as string | undefined;
    if (owner === undefined) return { kind: 'none' };
    resolved[slug.name] = owner;
  }
  if (Object.keys(params).some((name) => name === 'sort' || name.startsWith('where'))) {
    // The list query language: the older filters join the `where` ones (ids resolved above).
    const { status: _s, collection: _c, product_type: _t, 'where[vendor]': _v, ...rest } = params;
    let list = productList(siteId);
    if (resolved.vendor !== undefined) {
      // A vendor's products from its GSI2 partition.
      list = { ...list, orders: idOrderedPartition(vendorKeys.productIndex(siteId, resolved.vendor), VENDOR_INDEX) };
    }
    return {
      kind: 'list',
      list,
      params: {
        ...rest,
        ...(filter.status !== undefined && { 'where[status]': filter.status }),
        ...(resolved.collection !== undefined && { 'where[collection_ids]': resolved.collection }),
        ...(resolved.product_type !== undefined && { 'where[product_type_id]': resolved.product_type }),
      },
    };
  }

  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  if (resolved.collection !== undefined) {
    conditions.push('contains(collection_ids, :collection)');
    values[':collection'] = resolved.collection;
  }
  if (resolved.product_type !== undefined) {
    conditions.push('product_type_id = :type');
    values[':type'] = resolved.product_type;
  }
  const byStatus = filter.status !== undefined;
  const pk = byStatus
    ? productKeys.productStatusIndex(siteId, filter.status as string)
    : productKeys.productPartition(siteId);
  const input = {
    TableName: TABLE_NAME,
    ...(byStatus && { IndexName: GSI1 }),
    KeyConditionExpression: byStatus ? 'gsi1pk = :pk' : 'pk = :pk',
    ...(conditions.length && { FilterExpression: conditions.join(' AND ') }),
    ExpressionAttributeValues: { ':pk': pk, ...values },
  };
  const shape: PageShape = byStatus
    ? { partition: ['gsi1pk', pk], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] }
    : { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] };
  return { kind: 'query', input, shape };
};

/** A vendor's products: its GSI2 partition, kept in id (so created_at) order. */
const VENDOR_INDEX = { name: GSI2, pk: 'gsi2pk', sk: 'gsi2sk' } as const;

/** The product list's fields and orders for the query language (the partition is in id order, ids follow created_at). */
const productList = (siteId: string): ListDeclaration => {
  return {
    catalogue: [
      { name: 'status', type: 'select', options: PRODUCT_STATUSES, read: (item) => item.status },
      { name: 'price', type: 'number', read: (item) => fromMinor(item.price as number) },
      { name: 'name', type: 'string', read: (item) => item.name },
      { name: 'slug', type: 'string', read: (item) => item.slug },
      { name: 'sku', type: 'string', read: (item) => item.sku },
      { name: 'collection_ids', type: 'tags', read: (item) => item.collection_ids },
      { name: 'product_type_id', type: 'id', read: (item) => item.product_type_id },
      // `where[vendor]=<slug or id>` reads the vendor's index (listProducts); other operators compare its slug.
      { name: 'vendor', type: 'string', read: (item) => (item.vendor as VendorRef | undefined)?.slug },
      { name: 'track_inventory', type: 'boolean', read: (item) => item.track_inventory },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
      { name: 'updated_at', type: 'datetime', read: (item) => item.updated_at },
    ],
    orders: idOrderedPartition(productKeys.productPartition(siteId)),
  };
};
