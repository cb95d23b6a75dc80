// @ts-check
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';
import { ACCEPTED, WHOLE_DOCUMENT } from './scripts/openapi/lint/accepted-findings.mjs';

/*
 * Spectral's ruleset for docs/openapi.json (`npx spectral lint docs/openapi.json`
 * reads this file): spectral:oas and the OWASP API Security ruleset, every
 * accepted OWASP finding lowered to a hint, with its reason in
 * scripts/openapi/lint/accepted-findings.mjs. Nothing above a hint may remain
 * (tests/openapi/spectral.test.ts).
 */

const DOCUMENT = 'docs/openapi.json';

export default {
  extends: [oas, owasp],
  overrides: ACCEPTED.map(({ rule, at }) => ({
    files: at.map((where) => (where === WHOLE_DOCUMENT ? DOCUMENT : `${DOCUMENT}#${where}`)),
    rules: { [rule]: 'hint' },
  })),
};
