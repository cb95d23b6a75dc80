/** One accepted kind of OWASP finding: the rule, where in the document (JSON pointers, '' the whole of it), and why. */
export type Acceptance = { rule: string; at: string[]; reason: string };

/** The pointer that stands for the whole document. */
export declare const WHOLE_DOCUMENT: '';

export declare const ACCEPTED: Acceptance[];
