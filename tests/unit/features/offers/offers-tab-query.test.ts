import { describe, expect, it } from 'vitest';
import { compareIdsOf, comparePath } from '@/features/offers/lib/compare-ids';
import { downloadAllDocuments, isSafeHref } from '@/features/offers/lib/document-download';
import { readOffersTabState, toOfferListQuery, writeOffersTabState } from '@/features/offers/lib/offers-tab-query';

describe('offers tab URL state', () => {
  it('defaults to 10 per page, page 1, newest first and every filter on Any, and asks for that order itself', () => {
    const state = readOffersTabState(new URLSearchParams());
    expect(toOfferListQuery(state)).toEqual({ page: 1, perPage: 10, sortBy: 'createdAt', sortDirection: 'desc' });
    expect(writeOffersTabState(state).toString()).toBe('');
  });

  it('maps the sort to sortBy and sortDirection and passes the filters on', () => {
    const params = new URLSearchParams(
      'sort=closestClosingDate&financingType=cash,fha&hasInspections=false&isEscalationClause=true&page=3&perPage=20',
    );
    expect(toOfferListQuery(readOffersTabState(params))).toEqual({
      page: 3,
      perPage: 20,
      sortBy: 'closingDate',
      sortDirection: 'asc',
      financingType: 'cash,fha',
      hasInspections: 'false',
      isEscalationClause: 'true',
    });
    expect(writeOffersTabState(readOffersTabState(params)).toString()).toBe(
      'sort=closestClosingDate&financingType=cash%2Cfha&hasInspections=false&isEscalationClause=true&page=3&perPage=20',
    );
  });

  it('ignores values outside the enumerations', () => {
    const state = readOffersTabState(
      new URLSearchParams('sort=cheapest&financingType=cash,barter&hasInspections=maybe&page=-2&perPage=7'),
    );
    expect(toOfferListQuery(state)).toEqual({
      page: 1,
      perPage: 10,
      sortBy: 'createdAt',
      sortDirection: 'desc',
      financingType: 'cash',
    });
  });
});

describe('compare ids', () => {
  it('reads ids[] in order, once each, valid only', () => {
    expect(compareIdsOf(new URLSearchParams('ids[]=5&ids[]=2&ids[]=5&ids[]=x&ids[]=0'))).toEqual([5, 2]);
    expect(comparePath('hot-listing', [5, 2])).toBe('/listings/s/hot-listing/offers/compare?ids%5B%5D=5&ids%5B%5D=2');
  });
});

describe('document links', () => {
  it('follows only paths on this site and http(s) URLs', () => {
    expect(isSafeHref('/api/v1/offers/1/documents/2')).toBe(true);
    expect(isSafeHref('https://files.example.com/a.pdf')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('//evil.example.com/a.pdf')).toBe(false);
    expect(isSafeHref('data:text/html,hi')).toBe(false);
  });
});

describe('download all', () => {
  it('spaces the downloads 500 ms apart', () => {
    const delays: number[] = [];
    const documents = ['a.pdf', 'b.pdf', 'c.pdf'].map((fileName) => ({ fileName, downloadUrl: `/files/${fileName}` }));
    downloadAllDocuments(
      documents,
      () => undefined,
      (_run, delayMs) => delays.push(delayMs),
    );
    expect(delays).toEqual([0, 500, 1000]);
  });
});
