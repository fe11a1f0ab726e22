// A resource is written four times: its stored record, its write schemas (zod, at the edge), its
// response schema (zod, for the OpenAPI document) and its presenter. These types tie the four
// together at compile time, field by field, so a field added to one and forgotten in another fails
// `tsc` instead of a contract test at run time. Types only: nothing of this reaches a bundle.

/** The named fields of an object type (an index signature's `string` left out), over every member of a union. */
type Fields<T> = T extends unknown
  ? keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] } & string
  : never;

/**
 * A type with every array and object read-only (a presenter may hand back a record's read-only
 * arrays) and without index signatures (zod's `catchall` types one that its named fields break).
 */
type Frozen<T> = T extends readonly (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T as string extends K ? never : K]: Frozen<T[K]> }
    : T;

/** A declared field list of the shapes, or none. */
type Named<S, K extends string> = S extends { readonly [P in K]: infer V } ? V & string : never;

/** The four shapes of one resource, and the fields that are rightly in one but not another. */
export interface ResourceShapes {
  /** The stored record (what the entity declaration and its functions hold). */
  readonly record: object;
  /** What its write schemas take: `z.infer` of each, joined with `|` (create | update). */
  readonly write: object;
  /** What its response schema shows: `z.infer` of it. */
  readonly response: object;
  /** What its presenter returns: `ReturnType<typeof presentX>`. */
  readonly presented: object;
  /** Record fields never shown (`'version' | 'site_id'`). */
  readonly internal?: string;
  /** Response fields that are not record fields: derived when shown (`'url'`, a count). */
  readonly derived?: string;
  /** Write fields that are not stored under their name (a password stored as its hash, a file reference). */
  readonly writeOnly?: string;
}

/** What disagrees, by kind (each a union of field names; never when none). */
type Disagreements<S extends ResourceShapes> = {
  readonly writtenButNotStored: Exclude<Fields<S['write']>, Fields<S['record']> | Named<S, 'writeOnly'>>;
  readonly storedButNotShown: Exclude<Fields<S['record']>, Fields<S['response']> | Named<S, 'internal'>>;
  readonly shownButNotStored: Exclude<Fields<S['response']>, Fields<S['record']> | Named<S, 'derived'>>;
  readonly presentedButNotInResponse: Exclude<Fields<S['presented']>, Fields<S['response']>>;
  readonly inResponseButNotPresented: Exclude<Fields<S['response']>, Fields<S['presented']>>;
  /** The presenter's value must also be a valid response, type by type. */
  readonly presentedTypesDiffer: S['presented'] extends Frozen<S['response']>
    ? never
    : 'its value is not what the response schema allows';
};

/** Each disagreement as `kind: field`, a string `tsc` shows in full. */
type Found<D> = { [K in keyof D & string]: `${K}: ${D[K] & string}` }[keyof D & string];

/**
 * `true` when the four shapes agree, else the disagreements as `kind: field` strings: hand it to
 * {@link Agreed} so `tsc` reports them.
 * ```ts
 * export type CollectionShapes = Agreed<ShapesAgree<{
 *   record: Collection; write: CreateCollection | UpdateCollection; response: z.infer<typeof collectionSchema>;
 *   presented: ReturnType<typeof presentCollection>; internal: 'version'; derived: 'url';
 * }>>;
 * ```
 */
export type ShapesAgree<S extends ResourceShapes> = [Found<Disagreements<S>>] extends [never]
  ? true
  : Found<Disagreements<S>>;

/** Compiles only when given `true`: `Agreed<ShapesAgree<…>>` fails `tsc` with the fields that disagree. */
export type Agreed<T extends true> = T;
