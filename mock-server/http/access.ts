import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/*
 * Who may talk to a shared mock. Bound to loopback, only this machine can;
 * bound beyond it (HOST), anyone on the network can, so the /__mock controls
 * (which read every password in a snapshot and sign anyone in) require
 * MOCK_CONTROL_TOKEN, and the server will not start without one.
 */

const CONTROL_TOKEN_HEADER = 'x-mock-control-token';

export const CONTROL_TOKEN_REQUIRED =
  'This mock is shared: its /__mock controls need the control token (Authorization: Bearer <MOCK_CONTROL_TOKEN> or X-Mock-Control-Token)';

/** 127.0.0.0/8, ::1 and localhost (brackets allowed); anything else, 0.0.0.0 and :: included, reaches beyond this machine. */
export const isLoopbackHost = (host: string): boolean => {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
};

export const controlTokenMissing = (host: string): string =>
  `HOST=${host} is not a loopback address: set MOCK_CONTROL_TOKEN (the /__mock controls then require it) or bind 127.0.0.1`;

const sameSecret = (given: string, expected: string): boolean => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The request carries the control token, as `Authorization: Bearer <token>` or `X-Mock-Control-Token: <token>`. */
export const hasControlToken = (request: IncomingMessage, token: string): boolean => {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
  const header = request.headers[CONTROL_TOKEN_HEADER];
  return [bearer, typeof header === 'string' ? header.trim() : undefined].some(
    (given) => given !== undefined && sameSecret(given, token),
  );
};
