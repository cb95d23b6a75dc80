import { mediaTypeOf } from '@contract/rules/files';
import { REFUSALS } from '@contract/rules/refusals';
import { DOCUMENT_TYPES } from '@contract/schemas/offer';
import { latin1Of } from '../lib/bytes';
import type { FieldErrors } from '../lib/request';

/*
 * What an uploaded file really is (docs/mock-server/limits-and-security.md, "Uploads"). The
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

/** The signature each document type's bytes must start with ('': plain text has none); the types are the contract's. */
const DOCUMENT_SIGNATURES: Readonly<Record<(typeof DOCUMENT_TYPES)[number], string>> = {
  'application/pdf': PDF,
  'application/msword': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'text/plain': '',
  'image/png': PNG,
  'image/jpeg': JPEG,
};

const headOf = async (file: Blob): Promise<string> => latin1Of(new Uint8Array(await file.slice(0, 16).arrayBuffer()));

/** Photos by their bytes: image/png or image/jpeg whatever the name says; null when neither. */
export const imageTypeOf = async (file: Blob): Promise<string | null> => {
  const head = await headOf(file);
  return head.startsWith(PNG) ? 'image/png' : head.startsWith(JPEG) ? 'image/jpeg' : null;
};

const signatureOf = (type: string): string | undefined =>
  Object.hasOwn(DOCUMENT_SIGNATURES, type) ? DOCUMENT_SIGNATURES[type as keyof typeof DOCUMENT_SIGNATURES] : undefined;

export const isAllowedDocumentType = (type: string): boolean => signatureOf(mediaTypeOf(type)) !== undefined;

const isAcceptableDocument = async (file: Blob): Promise<boolean> => {
  const signature = signatureOf(mediaTypeOf(file.type));
  return signature !== undefined && (await headOf(file)).startsWith(signature);
};

/** The listing form's photo, when it has one: 400 on propertyImage unless its bytes are a PNG or a JPEG. */
export const checkListingPhoto = async (body: { propertyImage?: Blob | null }): Promise<FieldErrors | null> =>
  body.propertyImage && !(await imageTypeOf(body.propertyImage)) ? { propertyImage: REFUSALS.photoNotAnImage } : null;

/** An offer form's documents: one 400 per refused file, keyed `documents.N`. */
export const checkOfferDocuments = async (body: { documents?: readonly Blob[] }): Promise<FieldErrors | null> => {
  const errors: FieldErrors = {};
  for (const [index, file] of (body.documents ?? []).entries()) {
    if (!(await isAcceptableDocument(file))) errors[`documents.${index}`] = REFUSALS.documentRefused;
  }
  return Object.keys(errors).length > 0 ? errors : null;
};
