import * as z from 'zod/mini';

/** A JSON Schema (2020-12) object as OpenAPI 3.1 embeds it. */
export type JsonSchema = { [key: string]: unknown };

const DEFS_REF = /^#\/\$defs\/(.+)$/;

const rewriteRefs = (node: unknown, rename: (name: string) => string): unknown => {
  if (Array.isArray(node)) return node.map((child) => rewriteRefs(child, rename));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const match = key === '$ref' && typeof value === 'string' ? DEFS_REF.exec(value) : null;
      return [key, match ? `#/components/schemas/${rename(match[1] as string)}` : rewriteRefs(value, rename)];
    }),
  );
};

const pascal = (name: string) => name.replace(/(^|[-_ ])([a-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());

/**
 * Converts zod schemas into OpenAPI 3.1 schemas with zod's own JSON Schema output: schemas given a
 * name become `components.schemas` entries referenced by `$ref`, as do recursive parts (named after
 * the operation that first needs them); everything else is inlined. Request schemas convert with
 * `io: 'input'` (what a client sends), response schemas with `io: 'output'`.
 */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly anonymous = new Map<string, string>();

  constructor(named: Readonly<Record<string, z.ZodMiniType>>) {
    // The names travel as `id` metadata in zod's global registry, next to the `.meta()` descriptions.
    for (const [name, schema] of Object.entries(named)) {
      const meta = z.globalRegistry.get(schema);
      if (meta?.id === name) continue;
      if (meta?.id !== undefined) throw new Error(`Schema ${name} is already named ${meta.id}`);
      z.globalRegistry.add(schema, { ...meta, id: name });
    }
  }

  /** The OpenAPI schema of `schema`; `hint` names recursive parts (e.g. the operation id). */
  convert(schema: z.ZodMiniType, io: 'input' | 'output', hint: string): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const defs = $defs ?? {};
    const names = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      if (!name.startsWith('__schema')) {
        names.set(name, io === 'input' ? `${name}Input` : name);
        continue;
      }
      // A recursive part: reuse an identical earlier one, else name it after this operation.
      const key = JSON.stringify(defs[name]);
      const known = this.anonymous.get(key);
      names.set(name, known ?? `${pascal(hint)}${pascal(name.replace('__schema', 'Part'))}`);
    }
    const rename = (name: string) => names.get(name) ?? name;
    for (const [name, def] of Object.entries(defs)) {
      const target = rename(name);
      const converted = rewriteRefs(def, rename) as JsonSchema;
      const existing = this.components[target];
      if (existing && JSON.stringify(existing) !== JSON.stringify(converted)) {
        throw new Error(`Two different schemas are named ${target}`);
      }
      this.components[target] = converted;
      if (name.startsWith('__schema')) this.anonymous.set(JSON.stringify(def), target);
    }
    return rewriteRefs(root, rename) as JsonSchema;
  }
}
