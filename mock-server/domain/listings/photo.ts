import type { z } from 'zod';
import type { PropertyImageSchema } from '@contract/schemas/listing';
import { toBase64 } from '../../lib/bytes';
import { imageTypeOf } from '../../policies/uploads';

type PropertyImage = z.infer<typeof PropertyImageSchema>;

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
