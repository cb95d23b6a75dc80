import { describe, expect, it } from 'vitest';
import { decodeMultipart, encodeMultipart, MultipartEncodingError } from '@contract/multipart';

const pdf = (name: string) => new File([`content of ${name}`], name, { type: 'application/pdf' });
const fields = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);

describe('encodeMultipart (spec section 7)', () => {
  it('JSON-encodes values, writes null as the text null and skips undefined', () => {
    const form = encodeMultipart({
      name: 'Ada',
      price: 500_000,
      cash: false,
      note: null,
      gone: undefined,
      buyer: { first: 'Ada', ids: [1] },
    });
    expect(fields(form)).toEqual([
      ['name', '"Ada"'],
      ['price', '500000'],
      ['cash', 'false'],
      ['note', 'null'],
      ['buyer', '{"first":"Ada","ids":[1]}'],
    ]);
  });

  it('sends a file array as repeated fields and a single file as a file', () => {
    const form = encodeMultipart({ documents: [pdf('a.pdf'), pdf('b.pdf')], cover: pdf('c.pdf') });
    expect(fields(form)).toEqual([
      ['documents', 'file:a.pdf'],
      ['documents', 'file:b.pdf'],
      ['cover', 'file:c.pdf'],
    ]);
  });

  it('sends a Blob that is not a File as a file, not as JSON', () => {
    const value = encodeMultipart({ image: new Blob(['png'], { type: 'image/png' }) }).get('image');
    expect(value).toBeInstanceOf(Blob);
  });

  it('sends an array without files as one JSON field', () => {
    expect(fields(encodeMultipart({ tags: ['a', 'b'], none: [] }))).toEqual([
      ['tags', '["a","b"]'],
      ['none', '[]'],
    ]);
  });
});

describe('decodeMultipart', () => {
  it('round-trips every kind of value', async () => {
    const plain = {
      name: 'Ada',
      numeric: '42',
      price: 500_000.5,
      cash: true,
      note: null,
      buyer: { first: 'Ada', tags: ['x'], nested: { deep: null } },
      tags: ['a', 'b'],
      empty: [],
    };
    const files = { documents: [pdf('a.pdf'), pdf('b.pdf')], single: [pdf('only.pdf')], cover: pdf('c.pdf') };
    const form = encodeMultipart({ ...plain, ...files, gone: undefined });
    const decoded = decodeMultipart(form, ['documents', 'single', 'tags', 'empty']);

    expect(decoded).toMatchObject(plain);
    expect(decoded).not.toHaveProperty('gone');
    const names = (value: unknown) => (value as File[]).map((file) => file.name);
    expect(names(decoded.documents)).toEqual(['a.pdf', 'b.pdf']);
    expect(names(decoded.single)).toEqual(['only.pdf']);
    expect(decoded.cover).toBeInstanceOf(File);
    expect(await (decoded.cover as File).text()).toBe('content of c.pdf');
  });

  it('without arrayKeys, a repeated field is an array and a single one a scalar', () => {
    const decoded = decodeMultipart(encodeMultipart({ many: [pdf('a'), pdf('b')], one: [pdf('c')] }));
    expect(Array.isArray(decoded.many)).toBe(true);
    expect(decoded.one).toBeInstanceOf(File);
  });

  it('refuses a text part that is not JSON, saying how to send it', () => {
    const form = new FormData();
    form.append('financingType', 'cash');
    form.append('count', '3');
    form.append('note', '');
    expect(() => decodeMultipart(form)).toThrow(MultipartEncodingError);
    expect(() => decodeMultipart(form)).toThrow(
      expect.objectContaining({
        errors: {
          financingType:
            'Not JSON: every value but a file is sent as its JSON text, so the text cash is sent as "cash"',
          note: 'Not JSON: every value but a file is sent as its JSON text, so the text  is sent as ""',
        },
      }),
    );
  });

  it('keeps one JSON value where a list belongs as it is, for the schema to refuse; one file there is a list', () => {
    const form = new FormData();
    form.append('buyers', '"Ann"');
    form.append('documents', pdf('a.pdf'));
    const decoded = decodeMultipart(form, ['buyers', 'documents']);
    expect(decoded.buyers).toBe('Ann');
    expect((decoded.documents as File[]).map((file) => file.name)).toEqual(['a.pdf']);
  });

  it('refuses text parts that repeat: only the files of a list repeat', () => {
    const form = new FormData();
    form.append('buyers', '"Ann"');
    form.append('buyers', '"Bo"');
    expect(() => decodeMultipart(form, ['buyers'])).toThrow(
      expect.objectContaining({
        errors: { buyers: 'Sent as 2 parts: only files repeat; send a list as one part holding its JSON array' },
      }),
    );
  });
});
