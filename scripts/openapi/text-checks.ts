import { z } from 'zod';
import { characterBoundsOf } from '../../contract/schemas/common';
import type { JsonSchema } from './json-schema';

/*
 * Two things about text that zod-to-json-schema cannot see.
 *
 * Length limits counted in characters (contract: `.regex(characters(...))`,
 * code points as JSON Schema counts them) are minLength and maxLength.
 *
 * Text the API trims before it checks it (`.trim()`) is described as sent.
 * Checks before the trim apply to it as they are (a length limit must come
 * before: the limit of what is sent). After the trim, "at least one
 * character" is "holds more than white space" (pattern \S), and an anchored
 * pattern may have white space around it (^\s*(?:...)\s*$: exact for
 * patterns that cannot start or end with white space themselves). Any other
 * check after a trim has no JSON Schema form, and the generator refuses it.
 */

type StringCheck = z.ZodStringDef['checks'][number];

const boundsOf = (check: StringCheck) => (check.kind === 'regex' ? characterBoundsOf(check.regex) : undefined);

const surroundedByWhiteSpace = (pattern: RegExp): string => {
  const { source, flags } = pattern;
  if (flags !== '' || !source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$'))
    throw new Error(`A pattern checked after trim() must be anchored and have no flags: /${source}/${flags}`);
  return `^\\s*(?:${source.slice(1, -1)})\\s*$`;
};

const afterTrim = (check: StringCheck): string => {
  if (check.kind === 'min' && check.value === 1) return '\\S';
  if (check.kind === 'regex' && !boundsOf(check)) return surroundedByWhiteSpace(check.regex);
  throw new Error(
    `A string check "${check.kind}" after trim() has no JSON Schema form: put length limits before .trim()`,
  );
};

/** The JSON Schema of a string with character-counted limits or a trim; undefined for any other string. */
export const textSchema = (
  def: z.ZodStringDef,
  convert: (schema: z.ZodTypeAny) => JsonSchema,
): JsonSchema | undefined => {
  const trimAt = def.checks.findIndex((check) => check.kind === 'trim');
  if (trimAt < 0 && !def.checks.some(boundsOf)) return undefined;
  const sent = trimAt < 0 ? def.checks : def.checks.slice(0, trimAt);
  const limits = sent.flatMap((check) => boundsOf(check) ?? []);
  const asSent = convert(new z.ZodString({ ...def, checks: sent.filter((check) => !boundsOf(check)) }));
  const minLength = Math.max(...limits.map((limit) => limit.min), (asSent.minLength as number | undefined) ?? 0);
  const maxLength = Math.min(
    ...limits.flatMap((limit) => limit.max ?? []),
    (asSent.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY,
  );
  const patterns = trimAt < 0 ? [] : def.checks.slice(trimAt + 1).map(afterTrim);
  const [first, ...rest] = 'pattern' in asSent ? [asSent.pattern as string, ...patterns] : patterns;
  return {
    ...asSent,
    ...(minLength > 0 && { minLength }),
    ...(Number.isFinite(maxLength) && { maxLength }),
    ...(first !== undefined && { pattern: first }),
    ...(rest.length > 0 && { allOf: rest.map((pattern) => ({ pattern })) }),
  };
};
