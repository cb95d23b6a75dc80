import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, EmailSchema } from '@contract/schemas/common';

/*
 * EMAIL_PATTERN is the API's e-mail check written out, so that the OpenAPI
 * document can carry it and any validator can run it: it must accept exactly
 * what zod 3.25's .email() accepted, the check the API made before, and
 * nothing it refused.
 */

const zodEmail = z.string().email();

const CHARACTERS = [..."aZ9_'+-.@!#xY. "];
const addresses = fc.oneof(
  fc.string({ unit: fc.constantFrom(...CHARACTERS), maxLength: 24 }),
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...CHARACTERS), minLength: 1, maxLength: 10 }),
      fc.string({ unit: fc.constantFrom(...'ab-9.Z'), minLength: 1, maxLength: 10 }),
      fc.string({ unit: fc.constantFrom(...'comAZ0'), minLength: 1, maxLength: 4 }),
    )
    .map(([local, domain, top]) => `${local}@${domain}.${top}`),
);

describe('EMAIL_PATTERN', () => {
  it("accepts exactly what zod's .email() accepts", () => {
    fc.assert(
      fc.property(addresses, (address) => {
        expect(EMAIL_PATTERN.test(address), address).toBe(zodEmail.safeParse(address).success);
      }),
      { numRuns: 5000, seed: 26 },
    );
  });

  it.each([
    'a!b@example.com',
    'x@example.c0m',
    '.a@example.com',
    'a.@example.com',
    "a'@example.com",
    'a..b@example.com',
  ])('refuses %s, as the issue found the API does', (address) => {
    expect(EmailSchema.safeParse(address).success).toBe(false);
  });

  it.each(['listing.agent@offerdesk.test', "o'brien+offers@Example.CO", '  padded@example.com  '])(
    'accepts %s',
    (address) => {
      expect(EmailSchema.safeParse(address).success).toBe(true);
    },
  );
});
