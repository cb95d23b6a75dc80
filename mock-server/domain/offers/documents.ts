import type { Row } from '../../db/runtime-schemas';
import { toBase64 } from '../../lib/bytes';
import { mediaTypeOf } from '@contract/rules/files';
import type { DomainDeps } from '../deps';

// Documents are kept as base64 (DocumentRecord, lib/bytes.ts), so a snapshot holds them like any other row.

/** A Blob sent without a name (not a File) still gets one, so downloads are named. */
const fileNameOf = (file: Blob, index: number): string => {
  const name = file instanceof File ? file.name.split(/[\\/]/).pop()?.trim() : '';
  return name || `document-${index + 1}`;
};

/** The title shown for a document: its file name without the extension. */
const titleOf = (fileName: string): string => fileName.replace(/\.[^.]+$/, '') || fileName;

export const storeDocuments = async (
  { db }: DomainDeps,
  offerId: number,
  files: readonly Blob[],
): Promise<Row<'documents'>[]> => {
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
