import { describe, expect, it } from 'vitest';
import { REFUSALS } from '@contract/rules/refusals';
import { checkListingPhoto, checkOfferDocuments, imageTypeOf, isAllowedDocumentType } from '@mock/policies/uploads';

// What an uploaded file is, by its first bytes: the name and the declared type can lie, the bytes
// decide whether a listing keeps a photo and an offer keeps a document.

const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  );
const file = (content: Uint8Array<ArrayBuffer>, name: string, type: string): File =>
  new File([content], name, { type });

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0, 1, 1, 0, 0, 1]);
const PDF = bytes('%PDF-1.7\n%%EOF\n');
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0], 'word/document.xml');
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const HTML = bytes('<!doctype html><script>alert(1)</script>');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('a listing photo, by its bytes', () => {
  it('is a PNG or a JPEG whatever its name and declared type say', async () => {
    expect(await imageTypeOf(file(PNG, 'front.jpg', 'image/jpeg'))).toBe('image/png');
    expect(await imageTypeOf(file(JPEG, 'front.png', 'image/png'))).toBe('image/jpeg');
  });

  it('is no photo when the bytes are HTML, a PDF, empty, or only end like an image', async () => {
    expect(await imageTypeOf(file(HTML, 'house.png', 'image/png'))).toBeNull();
    expect(await imageTypeOf(file(PDF, 'house.png', 'image/png'))).toBeNull();
    expect(await imageTypeOf(file(new Uint8Array(), 'house.png', 'image/png'))).toBeNull();
    expect(await imageTypeOf(file(bytes('12345678', [0xff, 0xd8, 0xff]), 'house.jpg', 'image/jpeg'))).toBeNull();
  });

  it('refuses a form whose photo is not an image (400 on propertyImage), and passes a form with none', async () => {
    expect(await checkListingPhoto({ propertyImage: file(HTML, 'house.png', 'image/png') })).toEqual({
      propertyImage: REFUSALS.photoNotAnImage,
    });
    expect(await checkListingPhoto({ propertyImage: file(JPEG, 'house.jpg', 'image/jpeg') })).toBeNull();
    expect(await checkListingPhoto({ propertyImage: null })).toBeNull();
    expect(await checkListingPhoto({})).toBeNull();
  });
});

describe("an offer's documents, by declared type and bytes", () => {
  it('keeps PDF, Word (.doc and .docx), plain text, PNG and JPEG files whose bytes are of their type', async () => {
    const documents = [
      file(PDF, 'offer.pdf', 'application/pdf'),
      file(DOC, 'letter.doc', 'application/msword'),
      file(DOCX, 'letter.docx', DOCX_TYPE),
      file(bytes('Dear sellers, ...'), 'letter.txt', 'text/plain'),
      file(PNG, 'preapproval.png', 'image/png'),
      file(JPEG, 'preapproval.jpg', 'image/jpeg'),
    ];
    expect(await checkOfferDocuments({ documents })).toBeNull();
  });

  it('reads the declared type without its parameters and case', async () => {
    expect(
      await checkOfferDocuments({ documents: [file(PDF, 'offer.pdf', 'Application/PDF; version=1.7')] }),
    ).toBeNull();
    expect(isAllowedDocumentType('TEXT/PLAIN; charset=utf-8')).toBe(true);
  });

  it('refuses each file whose bytes are not its declared type, or whose type is not on the list, keyed by its place', async () => {
    const documents = [
      file(PDF, 'offer.pdf', 'application/pdf'),
      file(HTML, 'letter.pdf', 'application/pdf'),
      file(PDF, 'letter.doc', 'application/msword'),
      file(HTML, 'letter.html', 'text/html'),
      file(PDF, 'letter', ''),
      file(PDF, 'letter.docx', DOCX_TYPE),
      file(JPEG, 'preapproval.png', 'image/png'),
    ];
    expect(await checkOfferDocuments({ documents })).toEqual({
      'documents.1': REFUSALS.documentRefused,
      'documents.2': REFUSALS.documentRefused,
      'documents.3': REFUSALS.documentRefused,
      'documents.4': REFUSALS.documentRefused,
      'documents.5': REFUSALS.documentRefused,
      'documents.6': REFUSALS.documentRefused,
    });
  });

  it('refuses a type off the list whatever its bytes begin with', async () => {
    for (const content of [PDF, PNG, bytes(''), bytes('undefined'), bytes('null'), bytes('<html>')])
      expect(await checkOfferDocuments({ documents: [file(content, 'letter.html', 'text/html')] })).toEqual({
        'documents.0': REFUSALS.documentRefused,
      });
  });

  it('has nothing to say about a form without documents', async () => {
    expect(await checkOfferDocuments({})).toBeNull();
    expect(await checkOfferDocuments({ documents: [] })).toBeNull();
  });

  it('allows for download only the types on the list, not a name every object carries', () => {
    for (const type of ['application/pdf', 'application/msword', DOCX_TYPE, 'text/plain', 'image/png', 'image/jpeg'])
      expect(isAllowedDocumentType(type), type).toBe(true);
    for (const type of ['text/html', 'image/svg+xml', '', 'constructor', '__proto__'])
      expect(isAllowedDocumentType(type), type).toBe(false);
  });
});
