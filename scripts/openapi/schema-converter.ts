import type { z } from 'zod';
import { ignoreOverride, zodToJsonSchema } from 'zod-to-json-schema';
import { schemaRef, simplifySchema, type JsonSchema } from './json-schema';

/**
 * A converter for what zod-to-json-schema cannot know from a schema alone (a
 * file part, the envelope around a body): given a zod definition, its JSON
 * Schema, or undefined to leave it to zod-to-json-schema.
 */
export type SchemaRule = (def: z.ZodTypeDef, convert: (schema: z.ZodTypeAny) => JsonSchema) => JsonSchema | undefined;

/*
 * zod-to-json-schema's draft-07 target, because its 2019-09 target writes the
 * draft-04 boolean exclusiveMinimum; draft-07 output is valid JSON Schema
 * 2020-12 for everything the contract uses (no tuples, no definitions).
 * $refStrategy 'none': a zod schema used twice is written out twice, except
 * the named ones, which the override turns into $refs. An object that strips
 * unknown keys (zod's default) accepts them, so it gets no
 * additionalProperties; only .strict() objects say false.
 */
const OPTIONS = {
  target: 'jsonSchema7',
  $refStrategy: 'none',
  removeAdditionalStrategy: 'strict',
  allowedAdditionalProperties: undefined,
  rejectedAdditionalProperties: false,
  effectStrategy: 'input',
  pipeStrategy: 'input',
} as const;

/**
 * zod schemas to the document's JSON Schemas. A schema registered under a
 * name becomes `#/components/schemas/<name>` wherever it appears, and
 * `components()` writes out every name that was referenced (and the names
 * those reference).
 */
export class SchemaConverter {
  private readonly nameOfDef = new Map<z.ZodTypeDef, string>();
  private readonly schemaOfName = new Map<string, z.ZodTypeAny>();
  private readonly referenced = new Set<string>();

  constructor(
    named: Readonly<Record<string, z.ZodTypeAny>>,
    private readonly rules: readonly SchemaRule[],
  ) {
    for (const [name, schema] of Object.entries(named)) {
      if (this.nameOfDef.has(schema._def))
        throw new Error(`${name} is already named ${this.nameOfDef.get(schema._def)}`);
      this.nameOfDef.set(schema._def, name);
      this.schemaOfName.set(name, schema);
    }
  }

  /** The JSON Schema of `schema`: a $ref when it is a named one. */
  readonly convert = (schema: z.ZodTypeAny): JsonSchema => this.byName(schema._def) ?? this.convertInline(schema);

  /** Every named schema referenced so far, by name, in name order. */
  components(): Record<string, JsonSchema> {
    const written = new Map<string, JsonSchema>();
    for (let pending = this.unwritten(written); pending.length > 0; pending = this.unwritten(written)) {
      for (const name of pending) written.set(name, this.aliasOrInline(name, this.schemaOfName.get(name)!));
    }
    return Object.fromEntries([...written].sort(([a], [b]) => a.localeCompare(b)));
  }

  /** A named schema that is a described copy of another named one (OfferVersion of Offer) is that one's $ref with its own description. */
  private aliasOrInline(name: string, schema: z.ZodTypeAny): JsonSchema {
    const original = this.describedCopyOf(schema._def);
    return original && original.name !== name
      ? { ...schemaRef(original.name), description: original.description }
      : this.convertInline(schema);
  }

  private unwritten(written: ReadonlyMap<string, JsonSchema>): string[] {
    return [...this.referenced].filter((name) => !written.has(name));
  }

  private byName(def: z.ZodTypeDef): JsonSchema | undefined {
    const name = this.nameOfDef.get(def);
    if (name !== undefined) {
      this.referenced.add(name);
      return schemaRef(name);
    }
    const described = this.describedCopyOf(def);
    return described && { ...schemaRef(described.name), description: described.description };
  }

  /**
   * `.describe()` copies a schema's definition with a new description; such a
   * copy of a named schema is that name, with its own description beside the
   * $ref (which OpenAPI 3.1 allows).
   */
  private describedCopyOf(def: z.ZodTypeDef): { name: string; description: string } | undefined {
    const { description, ...rest } = def as z.ZodTypeDef & Record<string, unknown>;
    if (typeof description !== 'string') return undefined;
    // Only a definition holding something by reference (a shape, an inner schema, checks) can be told apart.
    const hasIdentity = Object.values(rest).some((value) => typeof value === 'object' || typeof value === 'function');
    if (!hasIdentity) return undefined;
    for (const [named, name] of this.nameOfDef) {
      const { description: _own, ...namedRest } = named as z.ZodTypeDef & Record<string, unknown>;
      const keys = Object.keys(rest);
      if (keys.length === Object.keys(namedRest).length && keys.every((key) => rest[key] === namedRest[key])) {
        this.referenced.add(name);
        return { name, description };
      }
    }
    return undefined;
  }

  private byRule(def: z.ZodTypeDef): JsonSchema | undefined {
    for (const rule of this.rules) {
      const schema = rule(def, this.convert);
      if (schema) return schema;
    }
    return undefined;
  }

  /** The schema itself written out, even when it has a name; what it contains may still be $refs. */
  private convertInline(schema: z.ZodTypeAny): JsonSchema {
    const converted =
      this.byRule(schema._def) ??
      (zodToJsonSchema(schema, {
        ...OPTIONS,
        // Everything inside, the inner schema of a top-level refinement included, may be named or ruled.
        override: (def) =>
          def === schema._def ? ignoreOverride : (this.byName(def) ?? this.byRule(def) ?? ignoreOverride),
      }) as JsonSchema);
    const { $schema: _dialect, ...rest } = converted;
    return simplifySchema(rest) as JsonSchema;
  }
}
