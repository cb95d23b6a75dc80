import { latin1Of } from '../lib/bytes';
import type { FieldErrors } from '../lib/request';

/*
 * What an uploaded file really is (docs/mock-server.md, "Uploads"). The
 * contract checks the type a client declares and the size; the mock also
 * reads the first bytes, so a file named house.png that holds HTML is no
 * photo, and a document is only kept when its declared type is on the
 * allow-list and, where the type has a signature, its bytes start with it.
 */

/** A file type's first bytes, as Latin-1 text. */
const PNG = '\x89PNG\r\n\x1a\n';
const JPEG = '\xff\xd8\xff';
const PDF = '%PDF-';
const ZIP = 'PK\x03\x04'; // .docx is a zip
const OLE = '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'; // .doc

/** The document allow-list: each type with the signature its bytes must start with ('' : plain text has none). */
const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': PDF,
  'application/msword': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'text/plain': '',
  'image/png': PNG,
  'image/jpeg': JPEG,
};

const DOCUMENT_REFUSED = 'A document must be a PDF, Word, plain text, PNG or JPEG file';
/** The contract's own message for a photo of another declared type (ListingPhotoSchema): the same fault, the same words. */
const PHOTO_REFUSED = 'The photo must be a PNG or JPEG image';

const headOf = async (file: Blob): Promise<string> => latin1Of(new Uint8Array(await file.slice(0, 16).arrayBuffer()));

/** `text/plain; charset=utf-8` as `text/plain`. */
export const mediaTypeOf = (type: string): string => type.split(';')[0]!.trim().toLowerCase();

/** Photos by their bytes: image/png or image/jpeg whatever the name says; null when neither. */
export const imageTypeOf = async (file: Blob): Promise<string | null> => {
  const head = await headOf(file);
  return head.startsWith(PNG) ? 'image/png' : head.startsWith(JPEG) ? 'image/jpeg' : null;
};

export const isAllowedDocumentType = (type: string): boolean => Object.hasOwn(DOCUMENT_TYPES, mediaTypeOf(type));

const isAcceptableDocument = async (file: Blob): Promise<boolean> =>
  isAllowedDocumentType(file.type) && (await headOf(file)).startsWith(DOCUMENT_TYPES[mediaTypeOf(file.type)]!);

/** The listing form's photo, when it has one: 400 on propertyImage unless its bytes are a PNG or a JPEG. */
export const checkListingPhoto = async (body: { propertyImage?: Blob | null }): Promise<FieldErrors | null> =>
  body.propertyImage && !(await imageTypeOf(body.propertyImage)) ? { propertyImage: PHOTO_REFUSED } : null;

/** An offer form's documents: one 400 per refused file, keyed `documents.N`. */
export const checkOfferDocuments = async (body: { documents?: readonly Blob[] }): Promise<FieldErrors | null> => {
  const errors: FieldErrors = {};
  for (const [index, file] of (body.documents ?? []).entries()) {
    if (!(await isAcceptableDocument(file))) errors[`documents.${index}`] = DOCUMENT_REFUSED;
  }
  return Object.keys(errors).length > 0 ? errors : null;
};
