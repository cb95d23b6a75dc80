/*
 * A fast 106-bit fingerprint (two cyrb53 passes with different seeds) for
 * ETags and idempotency fingerprints: collisions are out of the question for
 * telling one version of a resource from the next, and unlike
 * crypto.subtle it needs no secure context (the in-browser mock may be
 * served over plain http on a LAN address). Not for secrets.
 */

type Units = { readonly length: number; at(index: number): number };

const cyrb53 = (units: Units, seed: number): string => {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < units.length; index += 1) {
    const unit = units.at(index);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
};

const twice = (units: Units): string => `${cyrb53(units, 0)}${cyrb53(units, 0x9e3779b9)}`;

/** 28 hex characters for a text (its UTF-16 code units). */
export const digestText = (text: string): string => twice({ length: text.length, at: (index) => text.charCodeAt(index) });

/** 28 hex characters for bytes. */
export const digestBytes = (bytes: Uint8Array): string => twice({ length: bytes.length, at: (index) => bytes[index]! });
