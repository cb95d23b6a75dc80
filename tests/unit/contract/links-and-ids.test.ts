import { describe, expect, it } from 'vitest';
import { IdParamSchema, ImageSourceSchema, LinkSchema } from '@contract/schemas/common';
import { InvoiceSchema } from '@contract/schemas/account';
import { invoice } from './examples';

describe('links the client follows or renders', () => {
  it.each(['https://billing.example.com/invoices/in_1', 'http://localhost:4010/x', '/settings/subscription'])(
    'accepts %s',
    (url) => expect(LinkSchema.safeParse(url).success).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>', '//evil.example.com', 'vbscript:x'])(
    'rejects %s',
    (url) => expect(LinkSchema.safeParse(url).success).toBe(false),
  );

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

describe('ids in paths and queries', () => {
  it('accepts numbers from the client and digits from the wire', () => {
    expect(IdParamSchema.parse(42)).toBe(42);
    expect(IdParamSchema.parse('42')).toBe(42);
  });

  it.each(['0x10', '1e3', ' 7 ', '0', '-1', '4.5', ''])('rejects %j', (id) => {
    expect(IdParamSchema.safeParse(id).success).toBe(false);
  });
});
