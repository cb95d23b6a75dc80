import type { FieldErrors } from '../lib/request';

/*
 * What an uploaded file really is (docs/mock-server.md, "Uploads"). The
 * contract checks the type a client declares and the size; the mock also
 * reads the first bytes, so a file named house.png that holds HTML is no
 * photo, and a document is only kept when its declared type is on the
 * allow-list and, where the type has a signature, its bytes start with it.
 */

type Signature = readonly number[];

const PNG: Signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG: Signature = [0xff, 0xd8, 0xff];
const PDF: Signature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP: Signature = [0x50, 0x4b, 0x03, 0x04]; // .docx is a zip
const OLE: Signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc

/** Photos, by signature: the stored type is what the bytes are, whatever the name says. */
const IMAGE_SIGNATURES: readonly (readonly [string, Signature])[] = [
  ['image/png', PNG],
  ['image/jpeg', JPEG],
];

/** The document allow-list: each type with the signature its bytes must start with (null: plain text has none). */
export const DOCUMENT_TYPES: Readonly<Record<string, Signature | null>> = {
  'application/pdf': PDF,
  'application/msword': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'text/plain': null,
  'image/png': PNG,
  'image/jpeg': JPEG,
};

export const DOCUMENT_REFUSED = 'A document must be a PDF, Word, plain text, PNG or JPEG file';
/** The contract's own message for a photo of another declared type (ListingPhotoSchema): the same fault, the same words. */
export const PHOTO_REFUSED = 'The photo must be a PNG or JPEG image';

const startsWith = (head: Uint8Array, signature: Signature): boolean =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

const headOf = async (file: Blob): Promise<Uint8Array> => new Uint8Array(await file.slice(0, 16).arrayBuffer());

/** `text/plain; charset=utf-8` as `text/plain`. */
export const mediaTypeOf = (type: string): string => type.split(';')[0]!.trim().toLowerCase();

/** image/png or image/jpeg by the file's first bytes; null when it is neither. */
export const imageTypeOf = async (file: Blob): Promise<string | null> => {
  const head = await headOf(file);
  return IMAGE_SIGNATURES.find(([, signature]) => startsWith(head, signature))?.[0] ?? null;
};

export const isAllowedDocumentType = (type: string): boolean => Object.hasOwn(DOCUMENT_TYPES, mediaTypeOf(type));

const isAcceptableDocument = async (file: Blob): Promise<boolean> => {
  const type = mediaTypeOf(file.type);
  if (!Object.hasOwn(DOCUMENT_TYPES, type)) return false;
  const signature = DOCUMENT_TYPES[type];
  return !signature || startsWith(await headOf(file), signature);
};

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
