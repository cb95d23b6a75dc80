import type { z } from 'zod';
import type { PropertyImageSchema } from '@contract/schemas/listing';
import { imageTypeOf } from '../../../policies/uploads';

type PropertyImage = z.infer<typeof PropertyImageSchema>;

// String.fromCharCode takes its arguments on the stack: convert in slices.
const CHUNK = 0x8000;

/** Base64 with what both the browser and Node have (no Buffer: the mock also runs in a service-worker page). */
const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
};

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The uploaded photo as the listing stores it: a data URL, so the image
 * survives snapshots and a browser reload with no file store. The contract
 * has checked the declared type and the size, the pipeline the bytes
 * (policies/uploads.ts): the data URL says what the bytes are.
 */
export const storedPhotoOf = async (photo: Blob): Promise<PropertyImage> => {
  const type = (await imageTypeOf(photo)) ?? (photo.type || 'image/jpeg');
  const named = typeof File !== 'undefined' && photo instanceof File && photo.name ? photo.name : null;
  return {
    url: `data:${type};base64,${toBase64(new Uint8Array(await photo.arrayBuffer()))}`,
    fileName: named ?? `photo.${EXTENSIONS[type] ?? 'jpg'}`,
  };
};
