import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MARK_VIEWED_DELAY_MS,
  useMarkViewedAfterOpen,
} from '@/features/listings/components/listing-page/use-mark-viewed-after-open';

// The timing alone, on fake timers: the call itself is covered against the mock in listing-page.test.tsx.
const mutate = vi.fn();
vi.mock('@/features/listings/api/listing-page-api', () => ({ useMarkListingViewed: () => ({ mutate }) }));

beforeEach(() => {
  vi.useFakeTimers();
  mutate.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the mark-viewed timer', () => {
  it('marks the listing once, 500 ms after it opens for a signed-in user', () => {
    const { rerender } = renderHook(({ id }) => useMarkViewedAfterOpen(id, true), { initialProps: { id: 12 } });
    vi.advanceTimersByTime(MARK_VIEWED_DELAY_MS - 1);
    expect(mutate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(mutate).toHaveBeenCalledExactlyOnceWith({ params: { id: 12 } });

    rerender({ id: 12 });
    vi.advanceTimersByTime(10 * MARK_VIEWED_DELAY_MS);
    expect(mutate).toHaveBeenCalledOnce();
  });

  it('sends nothing when the user leaves sooner', () => {
    const { unmount } = renderHook(() => useMarkViewedAfterOpen(12, true));
    vi.advanceTimersByTime(MARK_VIEWED_DELAY_MS - 100);
    unmount();
    vi.advanceTimersByTime(10 * MARK_VIEWED_DELAY_MS);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends nothing for an anonymous visitor, nor before the listing is known', () => {
    renderHook(() => useMarkViewedAfterOpen(12, false));
    renderHook(() => useMarkViewedAfterOpen(undefined, true));
    vi.advanceTimersByTime(10 * MARK_VIEWED_DELAY_MS);
    expect(mutate).not.toHaveBeenCalled();
  });
});
