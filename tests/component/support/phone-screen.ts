import { vi } from 'vitest';
import { NARROW_SCREEN_QUERY } from '@/lib/use-narrow-screen';
import { mediaQueryList } from './media-query-list';

/**
 * For this test, the screen is a phone: the app's phone media query matches (every other
 * query still does not). tests/component/render.tsx restores matchMedia after each test.
 */
export const onAPhone = () =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string): MediaQueryList => mediaQueryList(query, query === NARROW_SCREEN_QUERY));
