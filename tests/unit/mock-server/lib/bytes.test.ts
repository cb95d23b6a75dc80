import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64, latin1Of, toBase64 } from '@mock/lib/bytes';

/*
 * Uploaded documents and photos are kept as base64 (a document's download, a photo's data URL)
 * and fingerprinted through their Latin-1 text (idempotency keys): judged against Node's own
 * Buffer, which the mock cannot use because it also runs in the browser.
 */
describe('the mock’s bytes as text', () => {
  it('writes the base64 Node writes, for every length and byte', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
        expect(fromBase64(toBase64(bytes))).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every byte of a file larger than one slice, each as its own Latin-1 character', () => {
    const bytes = Uint8Array.from({ length: 3 * 0x8000 + 5 }, (_, index) => (index * 7919) & 0xff);
    expect(latin1Of(bytes)).toBe(Buffer.from(bytes).toString('latin1'));
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
