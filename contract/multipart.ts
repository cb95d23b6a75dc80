/**
 * The multipart encoding of the API (spec section 7): "file arrays as repeated
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

/**
 * Text that is not valid JSON is kept as the raw string: a client other than
 * ours (curl, an HTML form, the backend team's tools) sends plain text, and a
 * plain string is the only sensible reading of it. The schema that validates
 * the decoded body still rejects what does not fit.
 */
const decodeValue = (value: FormDataEntryValue): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * The inverse of encodeMultipart. Files stay File values. A repeated field is
 * always an array. A key in `arrayKeys` is always an array too, because one
 * file in a file array is sent exactly like a single file and only the schema
 * knows which was meant; its single field holding a JSON array (the encoding
 * of an array without files) is that array.
 */
export const decodeMultipart = (
  form: FormData,
  arrayKeys: ReadonlySet<string> | readonly string[] = [],
): Record<string, unknown> => {
  const asArray = new Set(arrayKeys);
  const body: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).map(decodeValue);
    const [first] = values;
    if (values.length > 1) body[key] = values;
    else if (asArray.has(key)) body[key] = Array.isArray(first) ? first : values;
    else body[key] = first;
  }
  return body;
};
