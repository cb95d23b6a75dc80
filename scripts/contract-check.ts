// `npm run contract:check` (a step of npm test): fails when docs/openapi.json has a breaking
// change since the last release (docs/openapi.released.json) and info.version has no major
// bump; the message names each breaking change. Additive and description changes pass.
import { checkContract } from './contract/check';
import { CURRENT_DOCUMENT, RELEASED_DOCUMENT } from './contract/documents';

const started = performance.now();
const result = checkContract({ current: CURRENT_DOCUMENT, released: RELEASED_DOCUMENT });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (result.passed) {
  console.log(`contract:check: passed in ${seconds} s. ${result.message}`);
} else {
  console.error(`contract:check: FAILED in ${seconds} s.\n${result.message}`);
  process.exitCode = 1;
}
