import { describe, expect, it } from 'vitest';
import { HOSTILE_FILE_NAMES } from '../support/zod-arbitrary';
import { signInOn, type Harness } from './harness';
import { dispositionFileName, pdf, submitOffer, type OfferAnswer } from './uploads';

/** Item 1: a document's file name, whatever it is, survives the upload and every download. */
export const fileNameCases = (harness: Harness) =>
  describe('item 1: non-ASCII and odd document file names', () => {
    it.each(HOSTILE_FILE_NAMES.map((name) => [JSON.stringify(name), name]))(
      '%s: uploaded, listed and downloaded (twice) under the very same name',
      async (_label, name) => {
        const agent = await signInOn(harness, 'buyersAgent');
        const created = await submitOffer(agent, [pdf(name)]);
        expect(created.status, created.text).toBe(201);
        const [document] = (JSON.parse(created.text) as OfferAnswer).body.documents;
        expect(document?.fileName).toBe(name);

        for (const attempt of [1, 2]) {
          const download = await agent.send({ method: 'GET', path: document!.downloadUrl });
          expect(download.status, `download ${attempt}: ${download.text.slice(0, 200)}`).toBe(200);
          const disposition = download.headers.get('content-disposition');
          // RFC 6266: an ASCII-only fallback, then the exact name percent-encoded as UTF-8 (RFC 8187).
          expect(disposition).toMatch(
            /^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/,
          );
          expect(dispositionFileName(disposition)).toBe(name);
          expect(download.headers.get('x-content-type-options')).toBe('nosniff');
        }
      },
    );
  });
