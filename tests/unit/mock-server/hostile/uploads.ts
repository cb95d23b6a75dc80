import { encodeMultipart } from '@contract/multipart';
import { db } from '@mock/db/database';
import { autoNotifyListing, validTerms } from '../offers/support';
import { listingFields } from '../support/listing-fields';
import type { HostileClient, Sent } from './harness';

/* Files and forms the hostile cases upload: real signatures, and impostors. */

const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

export const PDF_BYTES = bytes('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG_BYTES = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
);
export const JPEG_BYTES = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
export const HTML_BYTES = bytes('<!doctype html><script>alert(document.cookie)</script>');
export const SVG_BYTES = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

export const file = (content: Uint8Array<ArrayBuffer>, name: string, type: string): File =>
  new File([content], name, { type });
export const pdf = (name = 'offer.pdf'): File => file(PDF_BYTES, name, 'application/pdf');
const png = (name = 'house.png'): File => file(PNG_BYTES, name, 'image/png');

/** The offer form as the app sends it, on the listing the buyers' agent may offer on. */
export const offerForm = (documents: Blob[] = [], overrides: Record<string, unknown> = {}): FormData =>
  encodeMultipart({ ...validTerms(), listingId: autoNotifyListing().id, documents, ...overrides });

/** The listing form as the app sends it. */
export const listingForm = (propertyImage: Blob = png(), overrides: Record<string, unknown> = {}): FormData =>
  encodeMultipart({ ...listingFields(), propertyImage, ...overrides });

export type OfferAnswer = { body: { id: number; documents: { id: number; fileName: string; downloadUrl: string }[] } };

export const submitOffer = async (
  agent: HostileClient,
  documents: Blob[],
  headers: Record<string, string> = {},
): Promise<Sent> => agent.form('POST', '/api/v1/offers', offerForm(documents), headers);

export const offerCount = (): number => db.offers.count();
export const listingCount = (): number => db.listings.count();

/** RFC 6266 / RFC 8187: the `filename*` parameter decoded, else the plain `filename`. */
export const dispositionFileName = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header);
  if (extended) return decodeURIComponent(extended[1]!);
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
};
