import { encodeQueryParams } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { toBracketArrayQuery } from '@/lib/query-string';

const decoded = (url: string) => decodeURIComponent(url);

describe('toBracketArrayQuery', () => {
  it("rewrites ts-rest's indexed arrays to the spec's ids[] form", () => {
    const url = `/api/v1/listings?${encodeQueryParams({ ids: [1, 2], page: 3 })}`;
    expect(decoded(url)).toBe('/api/v1/listings?ids[0]=1&ids[1]=2&page=3');
    expect(decoded(toBracketArrayQuery(url))).toBe('/api/v1/listings?ids[]=1&ids[]=2&page=3');
    expect(new URL(toBracketArrayQuery(`http://x${url}`)).searchParams.getAll('ids[]')).toEqual(['1', '2']);
  });

  it('rewrites arrays inside objects but keeps the index that groups an object in an array', () => {
    const query = encodeQueryParams({ filter: { status: ['active', 'sold'] }, items: [{ name: 'a' }] });
    expect(decoded(toBracketArrayQuery(`/x?${query}`))).toBe(
      '/x?filter[status][]=active&filter[status][]=sold&items[0][name]=a',
    );
  });

  it('leaves values, other keys, fragments and query-less URLs alone', () => {
    expect(toBracketArrayQuery('/api/v1/user')).toBe('/api/v1/user');
    expect(toBracketArrayQuery('/x?q=%5B0%5D&flag#a%5B0%5D')).toBe('/x?q=%5B0%5D&flag#a%5B0%5D');
    expect(toBracketArrayQuery('/x?bad%E0%A4%A=1')).toBe('/x?bad%E0%A4%A=1');
  });
});
