import { z } from 'zod';
import { acceptedTypesOf } from '../../contract/rules/files';
import { objectRulesOf } from '../../contract/rules/object-rules';
import { FileSchema } from '../../contract/schemas/common';
import { INSPECTION_DAYS, InspectionDaysSchema, LISTING_PAGE_SIZES } from '../../contract/schemas/enums';
import { ListingPageSizeSchema } from '../../contract/listings';
import type { JsonSchema } from './json-schema';
import { ENVELOPE_TEMPLATE, PAGE_TEMPLATE } from './named-schemas';
import { objectRuleKeywords } from './object-rule-keywords';
import type { SchemaRule } from './schema-converter';
import { textSchema } from './text-checks';

/*
 * What the document says where a zod schema alone does not tell: a refinement
 * that allows a fixed set of numbers, a body's rules between its fields,
 * text limits and trimming, a file part, and the envelope and page around an operation's
 * own body.
 */

type Def = z.ZodTypeDef & { typeName?: string; description?: string };

const withDescription = (schema: JsonSchema, def: Def): JsonSchema =>
  def.description ? { ...schema, description: def.description } : schema;

/** Refinements that accept a fixed set of numbers, and those numbers (the same constants the refinements check). */
const ALLOWED_NUMBERS = new Map<z.ZodTypeDef, readonly number[]>([
  [ListingPageSizeSchema._def, LISTING_PAGE_SIZES],
  [InspectionDaysSchema._def, INSPECTION_DAYS],
]);

const allowedNumbers: SchemaRule = (def) => {
  const values = ALLOWED_NUMBERS.get(def);
  return values && withDescription({ type: 'integer', enum: [...values] }, def);
};

/** Whether the definition is FileSchema or a refinement of it (a photo, a document). */
const isFileDef = (def: Def): boolean => {
  for (let current: Def | undefined = def; current; ) {
    if (current === FileSchema._def) return true;
    current =
      current.typeName === z.ZodFirstPartyTypeKind.ZodEffects ? (current as z.ZodEffectsDef).schema._def : undefined;
  }
  return false;
};

/** The file schema inside optional, nullable and a list: the schema of one file part. */
const filePartOf = (schema: z.ZodTypeAny): z.ZodTypeAny => {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable)
    current = current.unwrap() as z.ZodTypeAny;
  return current instanceof z.ZodArray ? (current.element as z.ZodTypeAny) : current;
};

export const isFileSchema = (schema: z.ZodTypeAny): boolean => isFileDef(filePartOf(schema)._def);

/** The media types a file part takes, as the multipart encoding's contentType ("image/png, image/jpeg"), if limited. */
export const fileContentType = (schema: z.ZodTypeAny): string | undefined =>
  acceptedTypesOf(filePartOf(schema))?.join(', ');

/** A file part of a multipart body: its bytes, whatever their type (OpenAPI 3.1's contentMediaType, not 3.0's format: binary). */
const filePart: SchemaRule = (def) =>
  isFileDef(def) ? withDescription({ type: 'string', contentMediaType: 'application/octet-stream' }, def) : undefined;

const shapeOf = (def: Def): z.ZodRawShape | undefined =>
  def.typeName === z.ZodFirstPartyTypeKind.ZodObject ? (def as z.ZodObjectDef).shape() : undefined;

const sameKeys = (shape: z.ZodRawShape, template: z.AnyZodObject): boolean =>
  Object.keys(shape).sort().join() === Object.keys(template.shape).sort().join();

/** `{ success: true, body }` (envelope()): the Envelope and the operation's body. */
const envelopeOfBody: SchemaRule = (def, convert) => {
  const shape = shapeOf(def);
  if (!shape || def === ENVELOPE_TEMPLATE._def || !sameKeys(shape, ENVELOPE_TEMPLATE)) return undefined;
  const success = shape.success;
  if (!(success instanceof z.ZodLiteral) || success.value !== true) return undefined;
  return {
    allOf: [
      convert(ENVELOPE_TEMPLATE),
      { type: 'object', required: ['body'], properties: { body: convert(shape.body!) } },
    ],
  };
};

/** `{ data, currentPage, limit, nextPage, previousPage, total }` (paginated()): the Page and the operation's items. */
const pageOfItems: SchemaRule = (def, convert) => {
  const shape = shapeOf(def);
  if (!shape || def === PAGE_TEMPLATE._def || !sameKeys(shape, PAGE_TEMPLATE) || !(shape.data instanceof z.ZodArray))
    return undefined;
  return {
    allOf: [
      convert(PAGE_TEMPLATE),
      {
        type: 'object',
        required: ['data'],
        properties: { data: { type: 'array', items: convert(shape.data.element as z.ZodTypeAny) } },
      },
    ],
  };
};

/** A body declared with its rules between fields (withRules): the object, and the rules in JSON Schema. */
const ruledObject: SchemaRule = (def, convert) => {
  const declared = objectRulesOf(def);
  if (!declared) return undefined;
  return withDescription({ ...convert(declared.object), ...objectRuleKeywords(declared) }, def);
};

const text: SchemaRule = (def, convert) =>
  (def as Def).typeName === z.ZodFirstPartyTypeKind.ZodString ? textSchema(def as z.ZodStringDef, convert) : undefined;

export const SCHEMA_RULES: readonly SchemaRule[] = [
  allowedNumbers,
  ruledObject,
  text,
  filePart,
  envelopeOfBody,
  pageOfItems,
];
