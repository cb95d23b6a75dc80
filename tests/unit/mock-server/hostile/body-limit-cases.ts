import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@contract/schemas/offer';
import { anonymousOn, expectRefused, messageOf, signInOn, type Harness } from './harness';
import { file, offerCount, offerForm, PDF_BYTES } from './uploads';

/*
 * Item 4: a body over the limit is a 413 naming the limit, and the database
 * does not change. The documented limits (docs/mock-server/limits-and-security.md, "Limits"):
 * 1 MiB for a JSON body, 25 MiB for a multipart request, 64 MiB for a
 * snapshot; per file, the contract's 10 MiB photo and 20 MiB document.
 */

const MiB = 1024 * 1024;
const JSON_LIMIT = 1 * MiB;
const MULTIPART_LIMIT = 25 * MiB;
const SNAPSHOT_LIMIT = 64 * MiB;

/** A login body of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number): string => `{"email":"a@b.test","password":"${'x'.repeat(bytes - 34)}"}`;

/** A PDF of exactly `size` bytes. */
const pdfOfSize = (size: number): Uint8Array<ArrayBuffer> => {
  const content = new Uint8Array(size).fill(0x20);
  content.set(PDF_BYTES);
  return content;
};

export const bodyLimitCases = (harness: Harness) =>
  describe('item 4: oversized bodies', () => {
    it('answers a 10 MB JSON body with 413 naming the 1 MiB limit', { timeout: 30000 }, async () => {
      const answer = await expectRefused(
        anonymousOn(harness),
        {
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          body: jsonOfSize(10 * MiB),
        },
        413,
      );
      expect(messageOf(answer)).toBe(
        `The request body is larger than this call's limit of ${JSON_LIMIT} bytes (1 MiB)`,
      );
    });

    it('answers a JSON body one byte over the limit with 413, and one at the limit is read', async () => {
      const client = anonymousOn(harness);
      const headers = { 'content-type': 'application/json' };
      await expectRefused(
        client,
        { method: 'POST', path: '/api/v1/auth/login', headers, body: jsonOfSize(JSON_LIMIT + 1) },
        413,
      );
      const atLimit = await client.send({
        method: 'POST',
        path: '/api/v1/auth/login',
        headers,
        body: jsonOfSize(JSON_LIMIT),
      });
      expect(atLimit.status).toBe(400);
    });

    it(
      'answers a 50 MB multipart body with 413 naming the 25 MiB limit, and creates nothing',
      { timeout: 60000 },
      async () => {
        const agent = await signInOn(harness, 'buyersAgent');
        const before = offerCount();
        const form = offerForm([file(pdfOfSize(50 * MiB), 'huge.pdf', 'application/pdf')]);
        const answer = await expectRefused(agent, { method: 'POST', path: '/api/v1/offers', body: form }, 413);
        expect(messageOf(answer)).toBe(
          `The request body is larger than this call's limit of ${MULTIPART_LIMIT} bytes (25 MiB)`,
        );
        expect(offerCount()).toBe(before);
      },
    );

    it(
      'accepts a document of exactly the per-file limit: the request limit leaves room for it',
      { timeout: 60000 },
      async () => {
        const agent = await signInOn(harness, 'buyersAgent');
        const form = offerForm([file(pdfOfSize(MAX_DOCUMENT_BYTES), 'largest.pdf', 'application/pdf')]);
        const answer = await agent.send({ method: 'POST', path: '/api/v1/offers', body: form });
        expect(answer.status, answer.text.slice(0, 300)).toBe(201);
      },
    );

    it(
      'answers an oversized control body with 413: a snapshot has its own 64 MiB limit',
      { timeout: 60000 },
      async () => {
        const headers = { 'content-type': 'application/json' };
        const client = anonymousOn(harness);
        await expectRefused(
          client,
          { method: 'POST', path: '/__mock/reset', headers, body: `{"scenario":"${'x'.repeat(2 * MiB)}"}` },
          413,
        );
        const snapshot = await expectRefused(
          client,
          { method: 'PUT', path: '/__mock/snapshot', headers, body: `{"x":"${'x'.repeat(SNAPSHOT_LIMIT)}"}` },
          413,
        );
        expect(messageOf(snapshot)).toBe(
          `The request body is larger than this call's limit of ${SNAPSHOT_LIMIT} bytes (64 MiB)`,
        );
      },
    );

    it(
      'stops reading at the limit: a body that never ends is answered 413 after about the limit',
      { timeout: 20000 },
      async () => {
        let pulled = 0;
        const endless = new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 64 * 1024;
            controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
          },
        });
        const answer = await anonymousOn(harness).send({
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          body: endless,
        });
        expect(answer.status).toBe(413);
        // Whatever the transport buffers on the way, nowhere near the whole (endless) body.
        expect(pulled).toBeLessThan(JSON_LIMIT + 8 * MiB);
      },
    );
  });
