import { initContract } from '@ts-rest/core';

/** The one ts-rest builder every domain router uses. */
export const c = initContract();
