import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { mediaTypeOf } from '../../policies/uploads';

/*
 * Uploaded documents are kept in the database as base64 (DocumentRecord), so
 * that a snapshot, and the browser's saved state, hold them like any other
 * row. btoa/atob exist in the browser and in Node alike.
 */

const CHUNK = 0x8000;

export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  // In chunks: String.fromCharCode with a whole file's bytes as arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** A Blob sent without a name (not a File) still gets one, so downloads are named. */
const fileNameOf = (file: Blob, index: number): string => {
  const name = file instanceof File ? file.name.split(/[\\/]/).pop()?.trim() : '';
  return name || `document-${index + 1}`;
};

/** The title shown for a document: its file name without the extension. */
const titleOf = (fileName: string): string => fileName.replace(/\.[^.]+$/, '') || fileName;

export const storeDocuments = async (db: Database, offerId: number, files: readonly Blob[]): Promise<Row<'documents'>[]> => {
  const stored: Row<'documents'>[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const fileName = fileNameOf(file, index);
    stored.push(
      await db.documents.insert({
        offerId,
        name: titleOf(fileName),
        fileName,
        contentType: mediaTypeOf(file.type) || 'application/octet-stream',
        size: bytes.byteLength,
        contentBase64: toBase64(bytes),
      }),
    );
  }
  return stored;
};
