/*
 * Bytes as text, with what both the browser and Node have (no Buffer: the
 * mock also runs in a service-worker page). Uploaded files are kept as base64
 * in the database, so a snapshot and the browser's saved state hold them.
 */

/** Each byte as one Latin-1 character, in slices: String.fromCharCode takes its arguments on the stack. */
export const latin1Of = (bytes: Uint8Array): string => {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return text;
};

export const toBase64 = (bytes: Uint8Array): string => btoa(latin1Of(bytes));

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};
