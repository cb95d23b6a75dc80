import type { z } from 'zod';
import { FileSchema } from '../schemas/common';
import { withValueRules, type ValueRule } from './stated-rules';

/*
 * A file part that takes some media types only, up to a size. Its declared
 * type and size are checked here; what its bytes really are is read by the
 * mock (mock-server/policies/uploads.ts) and stated as a rule for the
 * document, which also lists the types in the part's multipart encoding.
 */

/** `text/plain; charset=utf-8` as `text/plain`. */
export const mediaTypeOf = (type: string): string => type.split(';')[0]!.trim().toLowerCase();

export type AcceptedFile = {
  types: readonly string[];
  /** The 400's message for a file of another declared type, or whose bytes are not of its type. */
  typeMessage: string;
  /** What the bytes must be, completing "400 when ...". */
  bytesRule: string;
  maxBytes: number;
  sizeMessage: string;
};

// Keyed by the last refinement's effect, which `.describe()` and `.optional()` keep.
const acceptedTypes = new WeakMap<object, readonly string[]>();

export const acceptedFile = (accepted: AcceptedFile) => {
  const schema = FileSchema.refine(
    (file) => accepted.types.includes(mediaTypeOf(file.type)),
    accepted.typeMessage,
  ).refine((file) => file.size <= accepted.maxBytes, accepted.sizeMessage);
  acceptedTypes.set(schema._def.effect, accepted.types);
  const megabytes = accepted.maxBytes / (1024 * 1024);
  const rules: ValueRule[] = [
    { refusedWhen: accepted.bytesRule, message: accepted.typeMessage },
    { refusedWhen: `it is larger than ${megabytes} MB`, message: accepted.sizeMessage },
  ];
  return withValueRules(schema, rules);
};

/** The media types a file schema takes (acceptedFile), if it says. */
export const acceptedTypesOf = (schema: z.ZodTypeAny): readonly string[] | undefined => {
  const effect = (schema._def as Partial<z.ZodEffectsDef>).effect;
  return effect ? acceptedTypes.get(effect) : undefined;
};
