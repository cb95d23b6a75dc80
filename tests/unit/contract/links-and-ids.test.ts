import { describe, expect, it } from 'vitest';
import { IdInputSchema, ImageSourceSchema, LinkSchema } from '@contract/schemas/common';
import { InvoiceSchema } from '@contract/schemas/account';
import { SendToSellersBodySchema } from '@contract/schemas/offer';
import { invoice } from './examples';

describe('links the client follows or renders', () => {
  it.each(['https://billing.example.com/invoices/in_1', 'http://localhost:4010/x', '/settings/subscription'])(
    'accepts %s',
    (url) => expect(LinkSchema.safeParse(url).success).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>',
    '//evil.example.com',
    'vbscript:x',
  ])('rejects %s', (url) => expect(LinkSchema.safeParse(url).success).toBe(false));

  it('rejects an invoice whose link is a script', () => {
    const result = InvoiceSchema.safeParse({ ...invoice, url: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['url']);
  });

  it('accepts inline PNG and JPEG photos but not inline HTML', () => {
    expect(ImageSourceSchema.safeParse('data:image/jpeg;base64,/9j/4AAQ').success).toBe(true);
    expect(ImageSourceSchema.safeParse('data:text/html;base64,PHNjcmlwdD4=').success).toBe(false);
  });
});

describe('ids the API accepts (paths, queries and request bodies: one schema)', () => {
  it('accepts numbers from the client and digits from the wire', () => {
    expect(IdInputSchema.parse(42)).toBe(42);
    expect(IdInputSchema.parse('42')).toBe(42);
  });

  it.each(['0x10', '1e3', ' 7 ', '0', '-1', '4.5', ''])('rejects %j', (id) => {
    expect(IdInputSchema.safeParse(id).success).toBe(false);
  });

  it('are 15 digits at most, as a number and as text', () => {
    expect(IdInputSchema.safeParse(999_999_999_999_999).success).toBe(true);
    expect(IdInputSchema.safeParse('999999999999999').success).toBe(true);
    expect(IdInputSchema.safeParse(1_000_000_000_000_000).success).toBe(false);
    expect(IdInputSchema.safeParse('1000000000000000').success).toBe(false);
  });

  it('take the digits in a JSON body too, as numbers', () => {
    expect(SendToSellersBodySchema.parse({ ids: [42, '43'] })).toEqual({ ids: [42, 43] });
  });
});
