import type { HttpHandler } from 'msw';
import { getPreference } from './get';
import { setPreference } from './set';

/** The preferences domain's handlers, one per route of contract.preferences. */
export const preferencesHandlers: readonly HttpHandler[] = [getPreference, setPreference];
