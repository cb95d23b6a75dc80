import type { HttpHandler } from 'msw';
import { requestCode } from './request-code';
import { verify } from './verify';

/** The verification domain's handlers, one per route of contract.verification. */
export const verificationHandlers: readonly HttpHandler[] = [requestCode, verify];
