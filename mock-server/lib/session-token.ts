/*
 * Session tokens are secrets, not data: 256 bits from the platform's
 * cryptographic random source (crypto.getRandomValues, in the browser and in
 * Node alike), so no one can compute another user's cookie offline. This is
 * the one place the mock reads a random source; everything else stays
 * deterministic, and the snapshot hashes of the determinism test leave tokens
 * out (db/snapshot.ts, withoutSecrets).
 */

const TOKEN_BYTES = 32;

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** `od.` and 43 base64url characters: 256 random bits. */
export const newSessionToken = (): string => `od.${base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))}`;
