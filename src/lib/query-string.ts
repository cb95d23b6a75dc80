// ts-rest writes an array in the query as `ids[0]=1&ids[1]=2`; the API expects
// `ids[]=1&ids[]=2`. Only a trailing index is rewritten: in
// `items[0][name]=a` the index groups the fields of one object, and dropping it
// would make `items[][name]=a&items[][age]=3` ambiguous.
const TRAILING_INDEX = /\[\d+\]$/;

const rewriteKey = (encodedKey: string): string => {
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    // Not ours to repair: a malformed escape is sent exactly as it came.
    return encodedKey;
  }
  return TRAILING_INDEX.test(key) ? encodeURIComponent(key.replace(TRAILING_INDEX, '[]')) : encodedKey;
};

/** `?ids%5B0%5D=1&ids%5B1%5D=2` becomes `?ids%5B%5D=1&ids%5B%5D=2`; everything else is untouched. */
export const toBracketArrayQuery = (url: string): string => {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const queryEnd = hashStart === -1 ? url.length : hashStart;
  const query = url
    .slice(queryStart + 1, queryEnd)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? rewriteKey(pair) : `${rewriteKey(pair.slice(0, equals))}${pair.slice(equals)}`;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${query}${url.slice(queryEnd)}`;
};
