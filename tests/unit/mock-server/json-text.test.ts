import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '@mock/db/freeze';
import { jsonText, utf8Length } from '@mock/framework/json-text';

/*
 * The mock writes its answers with jsonText (framework/json-text.ts): what a client receives must be
 * exactly JSON.stringify's text, frozen rows or not, and a Content-Length must count UTF-8 bytes.
 */

/** Values JSON.stringify handles: JSON, plus what it leaves out or turns into null (undefined, functions), dates, holes. */
const anyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant(undefined),
    fc.constant(() => 1),
    fc.date({ noInvalidDate: true }),
    fc.double(),
    fc.string({ unit: 'binary' }),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.sparseArray(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const container = fc.oneof(fc.array(anyValue, { maxLength: 6 }), fc.dictionary(fc.string(), anyValue, { maxKeys: 6 }));

describe('jsonText', () => {
  it('writes what JSON.stringify writes, for any object or array', () => {
    fc.assert(
      fc.property(container, (value) => {
        expect(jsonText(value)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('writes what JSON.stringify writes when the value is deeply frozen, the first time and every time after', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 6 }), (rows) => {
        const frozen = deepFreeze(structuredClone(rows));
        const page = { success: true, body: { data: frozen, total: rows.length } };
        expect(jsonText(page)).toBe(JSON.stringify(page));
        expect(jsonText(page)).toBe(JSON.stringify(page));
      }),
    );
  });

  it('writes a changed page anew: only frozen rows are remembered, never the page around them', () => {
    const row = deepFreeze({ id: 1, title: 'Alder Street' });
    const page: { data: unknown[]; total: number } = { data: [row], total: 1 };
    expect(jsonText(page)).toBe('{"data":[{"id":1,"title":"Alder Street"}],"total":1}');
    page.data.push(deepFreeze({ id: 2, title: 'Birch Lane' }));
    page.total = 2;
    expect(jsonText(page)).toBe(JSON.stringify(page));
  });
});

describe('utf8Length', () => {
  it('counts the bytes TextEncoder would write, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});
