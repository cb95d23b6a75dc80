import { readDocument, RELEASED_DOCUMENT } from './documents';

/**
 * The version docs/openapi.json carries: the last released one. Unreleased changes keep it
 * until `npm run contract:release` gives the document its next version.
 */
export const releasedVersion = (): string => readDocument(RELEASED_DOCUMENT).info.version;
