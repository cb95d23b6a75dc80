/*
 * The photo rules (PNG or JPEG, scaled to 1920 px wide), as pure functions: which files are accepted and
 * the size an upload is scaled to. The canvas work that applies them is in resize-image.ts.
 */

/** Uploads are at most 1920 px wide, previews 200 px, JPEG at quality 0.9. */
const MAX_UPLOAD_WIDTH = 1920;
export const PREVIEW_WIDTH = 200;
export const JPEG_QUALITY = 0.9;

/** Accepted image types: png, jpg, jpeg (jpg and jpeg share one type). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const ACCEPTED_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

// The same words as the API's own refusal (contract/schemas/listing.ts), so both sides agree.
export const IMAGE_TYPE_MESSAGE = 'The photo must be a PNG or JPEG image';

export type ImageSize = { width: number; height: number };

/**
 * The size an image is uploaded at: at most MAX_UPLOAD_WIDTH wide with its aspect kept,
 * never enlarged. Heights are rounded to whole pixels (and are at least 1).
 */
export const planImageResize = (width: number, height: number, maxWidth = MAX_UPLOAD_WIDTH): ImageSize => {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
};

const extensionOf = (fileName: string): string => fileName.split('.').pop()?.toLowerCase() ?? '';

/**
 * Why a file cannot be the photo, or null when it can. The type decides; a file with no
 * type (some systems send none) is judged by its extension.
 */
export const imageTypeProblem = (file: { type: string; name: string }): string | null => {
  const accepted = file.type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
    : (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  return accepted ? null : IMAGE_TYPE_MESSAGE;
};
