import { MESSAGES } from '@contract/schemas/messages';
import { z } from 'zod';

/**
 * The terms checkbox of a form: the contract's `z.literal(true)` as a refinement. A failed
 * literal aborts the whole object, so zod would skip the cross-field rules (passwords
 * match, team name) and the user would meet those errors only after ticking the box; a
 * failed refinement lets every message show on the first submit.
 */
export const AcceptedTermsSchema = z.boolean().refine((value): value is true => value, MESSAGES.terms);
