/*
 * Bytes as text, with what both the browser and Node have (no Buffer: the
 * mock also runs in a service-worker page). Uploaded files are kept as base64
 * in the database, so a snapshot and the browser's saved state hold them.
 */

/**
 * Each byte as one Latin-1 character, in slices: String.fromCharCode takes its arguments on the
 * stack. `apply` reads the typed array as it is; a spread (`...bytes`) walks it through its
 * iterator, four times slower on a 25 MB upload.
 */
export const latin1Of = (bytes: Uint8Array): string => {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    text += String.fromCharCode.apply(null, bytes.subarray(start, start + 0x8000) as unknown as number[]);
  return text;
};

const BASE64_DIGITS = Uint8Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', (digit) =>
  digit.charCodeAt(0),
);
const PADDING = '='.charCodeAt(0);

/**
 * Standard base64 with padding, written as ASCII bytes and decoded once: for a 25 MB document
 * 0.3 s, where btoa over a Latin-1 string of the bytes took 8 s (and held the page's main thread
 * for as long in the browser mock).
 */
export const toBase64 = (bytes: Uint8Array): string => {
  const digits = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let at = 0;
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const group = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    digits[at++] = BASE64_DIGITS[group >>> 18]!;
    digits[at++] = BASE64_DIGITS[(group >>> 12) & 63]!;
    digits[at++] = BASE64_DIGITS[(group >>> 6) & 63]!;
    digits[at++] = BASE64_DIGITS[group & 63]!;
  }
  const left = bytes.length - index;
  if (left > 0) {
    const group = (bytes[index]! << 16) | (left === 2 ? bytes[index + 1]! << 8 : 0);
    digits[at++] = BASE64_DIGITS[group >>> 18]!;
    digits[at++] = BASE64_DIGITS[(group >>> 12) & 63]!;
    digits[at++] = left === 2 ? BASE64_DIGITS[(group >>> 6) & 63]! : PADDING;
    digits[at] = PADDING;
  }
  return new TextDecoder().decode(digits);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};
