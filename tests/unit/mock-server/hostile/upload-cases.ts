import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import type { RowData } from '@mock/db/runtime-schemas';
import { restore, snapshot } from '@mock/db/snapshot';
import { expectRefused, signInOn, type Harness } from './harness';
import {
  file,
  HTML_BYTES,
  JPEG_BYTES,
  listingForm,
  offerForm,
  PDF_BYTES,
  PNG_BYTES,
  submitOffer,
  SVG_BYTES,
  type OfferAnswer,
} from './uploads';

/*
 * Item 7: a listing photo is a PNG or a JPEG by its bytes, whatever its name
 * and declared type say; documents come from the documented allow-list; every
 * download is an attachment the browser must not sniff.
 */

const PHOTO_REFUSED = 'The photo must be a PNG or JPEG image';
const DOCUMENT_REFUSED = 'A document must be a PDF, Word, plain text, PNG or JPEG file';
const DOCX_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);

const errorsOf = (text: string): Record<string, string> =>
  (JSON.parse(text) as { errors: Record<string, string> }).errors;

export const uploadCases = (harness: Harness) =>
  describe('item 7: uploaded files', () => {
    it.each([
      ['HTML named house.png', file(HTML_BYTES, 'house.png', 'image/png')],
      ['SVG declared image/jpeg', file(SVG_BYTES, 'house.jpg', 'image/jpeg')],
      ['a PDF declared image/png', file(PDF_BYTES, 'house.png', 'image/png')],
      ['an empty file', file(new Uint8Array(), 'house.png', 'image/png')],
    ])('refuses a listing photo that is %s (400), creating nothing', async (_label, photo) => {
      const agent = await signInOn(harness, 'listingAgent');
      const answer = await expectRefused(
        agent,
        { method: 'POST', path: '/api/v1/listing', body: listingForm(photo) },
        400,
      );
      expect(errorsOf(answer.text)).toEqual({ propertyImage: PHOTO_REFUSED });
      const listing = db.listings.all().find((row) => row.isActive)!;
      const update = await expectRefused(
        agent,
        { method: 'PATCH', path: `/api/v1/listing/${listing.id}`, body: listingForm(photo) },
        400,
      );
      expect(errorsOf(update.text)).toEqual({ propertyImage: PHOTO_REFUSED });
    });

    it('keeps a photo by what its bytes are: a JPEG named .png is stored as a JPEG', async () => {
      const agent = await signInOn(harness, 'listingAgent');
      for (const [photo, type] of [
        [file(PNG_BYTES, 'front.png', 'image/png'), 'image/png'],
        [file(JPEG_BYTES, 'front.png', 'image/png'), 'image/jpeg'],
      ] as const) {
        const answer = await agent.form('POST', '/api/v1/listing', listingForm(photo));
        expect(answer.status, answer.text).toBe(201);
        const { propertyImage } = (JSON.parse(answer.text) as { body: { propertyImage: { url: string } } }).body;
        expect(propertyImage.url.startsWith(`data:${type};base64,`)).toBe(true);
      }
    });

    it.each([
      ['text/html', file(HTML_BYTES, 'letter.html', 'text/html')],
      ['image/svg+xml', file(SVG_BYTES, 'plan.svg', 'image/svg+xml')],
      ['HTML declared application/pdf', file(HTML_BYTES, 'letter.pdf', 'application/pdf')],
      ['an executable', file(new Uint8Array([0x4d, 0x5a, 0x90, 0]), 'setup.exe', 'application/x-msdownload')],
      ['no type', file(PDF_BYTES, 'letter', '')],
    ])('refuses a document that is %s (400), creating no offer', async (_label, document) => {
      const agent = await signInOn(harness, 'buyersAgent');
      const answer = await expectRefused(
        agent,
        {
          method: 'POST',
          path: '/api/v1/offers',
          body: offerForm([file(PDF_BYTES, 'ok.pdf', 'application/pdf'), document]),
        },
        400,
      );
      expect(errorsOf(answer.text)).toEqual({ 'documents.1': DOCUMENT_REFUSED });
    });

    it('takes every type on the allow-list, and serves each download as a nosniff attachment', async () => {
      const agent = await signInOn(harness, 'buyersAgent');
      const documents = [
        file(PDF_BYTES, 'a.pdf', 'application/pdf'),
        file(PNG_BYTES, 'b.png', 'image/png'),
        file(JPEG_BYTES, 'c.jpg', 'image/jpeg'),
        file(new TextEncoder().encode('Dear sellers'), 'd.txt', 'text/plain'),
        file(DOCX_BYTES, 'e.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        file(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'f.doc', 'application/msword'),
      ];
      const created = await submitOffer(agent, documents);
      expect(created.status, created.text).toBe(201);
      for (const [index, document] of (JSON.parse(created.text) as OfferAnswer).body.documents.entries()) {
        const download = await agent.send({ method: 'GET', path: document.downloadUrl });
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe(documents[index]!.type);
        expect(download.headers.get('x-content-type-options')).toBe('nosniff');
        expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
      }
    });

    it('serves a stored HTML or SVG document (from an old snapshot) as an octet-stream attachment, never inline', async () => {
      const buyersAgentId = PERSONAS.buyersAgent.id;
      const state = snapshot();
      const own = state.collections.documents.filter(
        (row) => db.offers.findById(row.offerId)?.buyersAgentId === buyersAgentId,
      );
      expect(own.length).toBeGreaterThanOrEqual(2);
      const [html, svg] = own as [RowData<'documents'>, RowData<'documents'>];
      Object.assign(html, { contentType: 'text/html', contentBase64: btoa('<script>alert(1)</script>') });
      Object.assign(svg, { contentType: 'image/svg+xml', contentBase64: btoa('<svg onload="alert(1)"/>') });
      await restore(state);
      const agent = await signInOn(harness, 'buyersAgent');
      for (const document of [html, svg]) {
        const download = await agent.send({
          method: 'GET',
          path: `/api/v1/offers/${document.offerId}/documents/${document.id}`,
        });
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe('application/octet-stream');
        expect(download.headers.get('x-content-type-options')).toBe('nosniff');
        expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
      }
    });
  });
