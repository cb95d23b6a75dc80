/**
 * The multipart encoding of the API: "file arrays as repeated
 * fields, other values JSON-encoded, null as the text null, undefined skipped".
 * The client encodes with it and the mock backend decodes with it, so the two
 * cannot disagree. ts-rest's own encoder is not used because it sends
 * `undefined` as the text "undefined" and treats a Blob that is not a File as
 * JSON (`{}`).
 *
 * - A file is any Blob (File extends Blob), sent as a file part.
 * - An array holding at least one file is sent as repeated fields, one per
 *   item, each item encoded by these same rules.
 * - Any other array (no files, including the empty array) is one field with
 *   its JSON, so `[]` and `['a']` survive the trip.
 * - Everything else is one field with its JSON: strings are quoted, null is
 *   the text null, and undefined (or anything JSON cannot express) is skipped.
 */
const jsonOf = (value: unknown): string | undefined => JSON.stringify(value) as string | undefined;

const appendValue = (form: FormData, key: string, value: unknown): void => {
  if (value instanceof Blob) {
    form.append(key, value);
    return;
  }
  const json = jsonOf(value);
  if (json !== undefined) form.append(key, json);
};

export const encodeMultipart = (body: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.some((item) => item instanceof Blob)) {
      for (const item of value) appendValue(form, key, item);
    } else {
      appendValue(form, key, value);
    }
  }
  return form;
};

/** A multipart body the API cannot read as encodeMultipart writes it: the message for each field. */
export class MultipartEncodingError extends Error {
  constructor(readonly errors: Readonly<Record<string, string>>) {
    super('The multipart body is not encoded as the API reads it');
    this.name = 'MultipartEncodingError';
  }
}

const SHOWN_TEXT = 40;

/** How to send the text instead: as its JSON, e.g. "cash" for cash. */
const notJsonMessage = (text: string): string => {
  const shown = text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT)}…` : text;
  return `Not JSON: every value but a file is sent as its JSON text, so the text ${shown} is sent as ${JSON.stringify(shown)}`;
};

const repeatedPartsMessage = (count: number): string =>
  `Sent as ${count} parts: only files repeat; send a list as one part holding its JSON array`;

type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * A text part holds JSON, nothing else: a client that sends `cash` for
 * "cash" has a bug a strict API refuses, so the mock refuses it too, and
 * says how to send the value.
 */
const decodeValue = (value: FormDataEntryValue): Decoded => {
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false, message: notJsonMessage(value) };
  }
};

/**
 * The inverse of encodeMultipart. Files stay File values. Repeated parts are
 * files of one list, always an array. A single file under a key in
 * `arrayKeys` is a list of one, because one file in a file array is sent
 * exactly like a single file and only the schema knows which was meant; any
 * other single part is its JSON as it is (an array is one JSON array; a JSON
 * string where a list belongs stays a string, for the schema to refuse). Throws
 * MultipartEncodingError, naming each field, for a text part that is not
 * JSON and for text parts that repeat.
 */
export const decodeMultipart = (
  form: FormData,
  arrayKeys: ReadonlySet<string> | readonly string[] = [],
): Record<string, unknown> => {
  const asArray = new Set(arrayKeys);
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    const parts = form.getAll(key);
    if (parts.length > 1 && parts.some((part) => typeof part === 'string')) {
      errors[key] = repeatedPartsMessage(parts.length);
      continue;
    }
    const values: unknown[] = [];
    for (const part of parts) {
      const decoded = decodeValue(part);
      if (decoded.ok) values.push(decoded.value);
      else errors[key] ??= decoded.message;
    }
    if (errors[key]) continue;
    const [first] = values;
    if (values.length > 1) body[key] = values;
    else if (asArray.has(key) && first instanceof Blob) body[key] = values;
    else body[key] = first;
  }
  if (Object.keys(errors).length > 0) throw new MultipartEncodingError(errors);
  return body;
};
