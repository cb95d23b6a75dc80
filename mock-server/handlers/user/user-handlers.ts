import type { HttpHandler } from 'msw';
import { getUser } from './get-user';
import { updateUser } from './update-user';

/** The user domain's handlers, one per route of contract.user. */
export const userHandlers: readonly HttpHandler[] = [getUser, updateUser];
