/*
 * JSON.stringify, except that a frozen object or array is stringified once
 * and its text kept while it lives. The mock's rows and the presenters'
 * per-revision rows are deeply frozen (db/freeze.ts) and cannot change, so a
 * page of them costs the page's own few fields on every request and its rows
 * only the first time (docs/decisions/0030). Anything else is written exactly
 * as JSON.stringify writes it; tests/unit/mock-server/json-text.test.ts
 * compares the two on arbitrary values.
 */

const texts = new WeakMap<object, string>();

const isPlainContainer = (value: object): boolean => {
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
};

/** What JSON.stringify leaves out of an object and writes as null in an array. */
const isSkipped = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

const write = (value: unknown): string => {
  if (typeof value !== 'object' || value === null || !isPlainContainer(value)) return JSON.stringify(value);
  if (Object.isFrozen(value)) {
    // Written whole by JSON.stringify the first time; its parts need no text of their own.
    let text = texts.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      texts.set(value, text);
    }
    return text;
  }
  if (Array.isArray(value)) {
    const items: string[] = [];
    // An index loop, not map(): a hole is written as null, as JSON.stringify does.
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      items.push(isSkipped(item) ? 'null' : write(item));
    }
    return `[${items.join(',')}]`;
  }
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (!isSkipped(item)) parts.push(`${JSON.stringify(key)}:${write(item)}`);
  }
  return `{${parts.join(',')}}`;
};

/** The JSON text of an answer's body (an object or an array), as JSON.stringify would write it. */
export const jsonText = (value: object): string => write(value);

// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** The UTF-8 byte length of a string (a Content-Length), without encoding it. */
export const utf8Length = (text: string): number => {
  // Most answers are ASCII: one native scan, then a byte per character.
  if (ASCII_ONLY.test(text)) return text.length;
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
};
