import { useMediaQuery } from '@mantine/hooks';

/** Below a 768 px tablet (the theme's `sm`, src/config/theme.ts): a phone. */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99em)';

/**
 * True on a phone-width screen, where wide tables become stacked cards. Read on
 * the first render, so a phone never draws the table first and then swaps it.
 */
export const useIsNarrowScreen = (): boolean =>
  useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false });
