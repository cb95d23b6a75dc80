import { createServer } from 'node:http';
import fc from 'fast-check';
import type { JsonSchema } from '../../../scripts/openapi/json-schema';
import { listenOnLoopback, type LoopbackServer } from '../../support/loopback-server';
import { fixedValueOf } from './answers';
import { resolveSchema, splitNull, type DocumentedResponse } from './document-schemas';
import type { PactInteraction, PactRules } from './pact-file';

/*
 * A backend written from the OpenAPI document alone, as a team in another
 * language would write it: each answer is generated from the document's
 * schema for the route and status, and is nothing more than the document
 * allows. Only what the interaction itself makes so is taken from the pact:
 * a value the pact holds with no matcher (an exact value), a field it holds
 * that the document calls optional (a promise of its state), and how many
 * items an array must have at least.
 *
 * Two backends: `lean` answers as little as the document allows (null where
 * it may, optional fields left out, empty arrays, empty strings, 9 fractional
 * digits in a date-time as Go writes them, a slug with capitals and a dot,
 * `Content-Disposition` without `filename*`); `full` fills everything in,
 * another way (an offset instead of `Z`, two items per array, every optional
 * field, a phone number in E.164). Neither sends a header the document does
 * not require, such as `X-Content-Type-Options`.
 */

export type Variant = 'lean' | 'full';

export type GeneratedAnswer = { status: number; headers: Record<string, string>; body?: unknown; bytes?: Buffer };

/** Values a backend in another language writes where the document says only "a string" (the cases). */
const STRING_SAMPLES: Record<Variant, Record<string, string>> = {
  lean: { slug: '6305-NW-Hoyt-St.' },
  full: { phoneNumber: '+15035550142', slug: 'listing_33' },
};

const HEADER_SAMPLES: Record<Variant, Record<string, readonly string[]>> = {
  lean: {
    'Content-Disposition': ['attachment; filename="pre-approval-letter.pdf"'],
    'Set-Cookie': ['offerdesk_session=s3ss10n;', 'offerdesk_session=;'],
    ETag: ['"0"'],
    'Retry-After': ['1'],
  },
  full: {
    'Content-Disposition': ['attachment; filename="offer letter.pdf"; filename*=UTF-8\'\'offer%20letter.pdf'],
    'Set-Cookie': [
      'offerdesk_session=0a1b2c3d; Path=/; Secure; HttpOnly; SameSite=Strict',
      'offerdesk_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ],
    ETag: ['"sha256-9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"'],
    'Retry-After': ['86400'],
  },
};

/** A Pact rule path (`$.body.data[*].id`, `$.errors.*`) as a regex on a concrete path (`$.body.data[1].id`). */
const rulePathRegex = (rulePath: string): RegExp =>
  new RegExp(
    `^${rulePath
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('\\[\\*\\]', '\\[\\d+\\]')
      .replaceAll('\\.\\*', '\\.[^.[]+')}$`,
  );

/** The concrete path and every ancestor of it: `$.a[0].b`, `$.a[0]`, `$.a`, `$`. */
const selfAndAncestors = (path: string): string[] => {
  const cuts = [...path.matchAll(/[.[]/g)].map((match) => match.index);
  return [path, ...cuts.reverse().map((index) => path.slice(0, index))];
};

class Generator {
  readonly #rules: [RegExp, Record<string, unknown>[]][];

  constructor(
    readonly variant: Variant,
    rules: PactRules,
  ) {
    this.#rules = Object.entries(rules).map(([path, rule]) => [rulePathRegex(path), rule.matchers]);
  }

  #matchersAt(path: string): Record<string, unknown>[] | undefined {
    return this.#rules.find(([regex]) => regex.test(path))?.[1];
  }

  /** Whether a matcher of the pact applies here (its own, or an array's above it). */
  #isMatched(path: string): boolean {
    return selfAndAncestors(path).some((candidate) => this.#matchersAt(candidate) !== undefined);
  }

  value(schema: JsonSchema, expected: unknown, path: string, key?: string): unknown {
    const isLeaf = expected === null || typeof expected !== 'object';
    if (expected !== undefined && isLeaf && !this.#isMatched(path)) return expected;
    const { inner } = splitNull(schema);
    if (!inner) return null;
    if ('const' in inner) return inner.const;
    if (Array.isArray(inner.enum)) {
      const options = inner.enum as unknown[];
      return this.variant === 'lean' ? options.at(-1) : options[0];
    }
    if (inner.type === 'array') return this.#array(inner, expected, path);
    if (inner.type === 'object' || inner.properties || inner.additionalProperties)
      return this.#object(inner, (expected ?? {}) as Record<string, unknown>, path);
    return this.#scalar(inner, key);
  }

  #array(schema: JsonSchema, expected: unknown, path: string): unknown[] {
    const pactMin = Number(this.#matchersAt(path)?.find((matcher) => 'min' in matcher)?.min ?? 0);
    const count = Math.max((schema.minItems as number | undefined) ?? 0, pactMin, this.variant === 'full' ? 2 : 0);
    const example = Array.isArray(expected) ? expected[0] : undefined;
    return Array.from({ length: count }, (_, index) =>
      this.value(schema.items as JsonSchema, example, `${path}[${index}]`),
    );
  }

  #object(schema: JsonSchema, expected: Record<string, unknown>, path: string): Record<string, unknown> {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const generated: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(properties)) {
      const where = `${path}.${key}`;
      if (key in expected) generated[key] = this.value(property, expected[key], where, key);
      else if (this.variant === 'lean' && !required.has(key)) continue;
      else if (this.variant === 'lean' && splitNull(property).nullable) generated[key] = null;
      else generated[key] = this.value(property, undefined, where, key);
    }
    const additional = schema.additionalProperties;
    if (typeof additional === 'object')
      for (const key of Object.keys(expected).filter((name) => !(name in properties)))
        generated[key] = this.value(additional as JsonSchema, expected[key], `${path}.${key}`, key);
    return generated;
  }

  #scalar(schema: JsonSchema, key: string | undefined): unknown {
    const lean = this.variant === 'lean';
    switch (schema.type) {
      case 'string':
        return this.#string(schema, key);
      case 'integer': {
        const minimum =
          (schema.minimum as number | undefined) ?? ((schema.exclusiveMinimum as number | undefined) ?? -1) + 1;
        return lean ? minimum : Math.min(123_456, (schema.maximum as number | undefined) ?? Infinity);
      }
      case 'number':
        return lean ? 0.5 : 1500;
      case 'boolean':
        return !lean;
      default:
        return lean ? null : {};
    }
  }

  #string(schema: JsonSchema, key: string | undefined): string {
    const lean = this.variant === 'lean';
    if (typeof schema.pattern === 'string' && schema.format !== 'date')
      return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: lean ? 7 : 11, numRuns: 1 })[0]!;
    switch (schema.format) {
      case 'date-time':
        return lean ? '2026-03-02T07:39:44.123456789Z' : '2026-03-02T09:39:44+02:00';
      case 'date':
        return lean ? '2026-02-28' : '2026-12-31';
      case 'email':
        return lean ? 'a@b.co' : 'Someone.Else+offers@example.com';
      default: {
        const sample = STRING_SAMPLES[this.variant][key ?? ''];
        if (sample !== undefined) return sample;
        const minLength = (schema.minLength as number | undefined) ?? 0;
        return lean ? 'x'.repeat(minLength) : 'Lorem ipsum, dolor sit amet';
      }
    }
  }
}

const headerSample = (variant: Variant, name: string, schema: JsonSchema | undefined): string => {
  const pattern = typeof schema?.pattern === 'string' ? new RegExp(schema.pattern) : undefined;
  const sample =
    fixedValueOf(schema) ?? HEADER_SAMPLES[variant][name]?.find((value) => !pattern || pattern.test(value));
  if (sample === undefined) throw new Error(`No ${variant} sample of the header ${name} fits the document`);
  return sample;
};

/** The answer of the document-only backend to one interaction of the pact. */
export const documentAnswer = (
  variant: Variant,
  interaction: PactInteraction,
  documented: DocumentedResponse,
): GeneratedAnswer => {
  const { response } = interaction;
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(documented.headers))
    if (header.required) headers[name] = headerSample(variant, name, header.schema);
  if (documented.mediaType === '*/*') {
    // A file in its own content type: the bytes and type of the pact's example file.
    headers['Content-Type'] = response.headers?.['Content-Type']?.[0] ?? 'application/octet-stream';
    return { status: response.status, headers, bytes: Buffer.from(String(response.body?.content ?? ''), 'base64') };
  }
  if (!documented.mediaType || !documented.schema) return { status: response.status, headers };
  headers['Content-Type'] = documented.mediaType;
  const generator = new Generator(variant, response.matchingRules?.body ?? {});
  return {
    status: response.status,
    headers,
    body: generator.value(resolveSchema(documented.schema), response.body?.content, '$'),
  };
};

/** Serves `answers[i]` at GET /interactions/<i>. Loopback only. */
export const startDocumentBackend = async (answers: readonly GeneratedAnswer[]): Promise<LoopbackServer> => {
  const server = createServer((request, response) => {
    const answer = answers[Number(/^\/interactions\/(\d+)$/.exec(request.url ?? '')?.[1] ?? -1)];
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.bytes ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body)));
  });
  return listenOnLoopback(server);
};
