import { latin1Of } from './bytes';
import { fnv1a } from './fnv1a';

/*
 * A fingerprint for ETags and idempotency: FNV-1a of the text from two
 * starting states, 64 bits together, plenty to tell one version of a
 * resource from the next. Unlike crypto.subtle it needs no secure context
 * (the in-browser mock may be served over plain http on a LAN address). Not
 * for secrets.
 */
export const digestText = (text: string): string => `${fnv1a(text)}${fnv1a(`\u0001${text}`)}`;

export const digestBytes = (bytes: Uint8Array): string => digestText(latin1Of(bytes));
