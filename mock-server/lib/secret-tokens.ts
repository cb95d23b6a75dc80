/*
 * Session tokens and magic-link tokens are secrets, not data: 256 bits from
 * the platform's cryptographic random source (crypto.getRandomValues, in the
 * browser and in Node alike), so no one can compute another user's cookie or
 * invitation link offline. This is the one place the mock reads a random
 * source; everything else stays deterministic (the demo scenario's
 * invitations keep their fixed tokens, fixtures/scenarios/parts/demo-extras.ts),
 * and the snapshot hashes of the determinism test leave session tokens out
 * (db/snapshot.ts, snapshotData).
 */

const TOKEN_BYTES = 32;

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomToken = (prefix: string): string =>
  `${prefix}.${base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))}`;

/** `od.` and 43 base64url characters: 256 random bits. */
export const newSessionToken = (): string => randomToken('od');

/** A magic link's token: `inv.` and 43 base64url characters, 256 random bits. */
export const newInvitationToken = (): string => randomToken('inv');
