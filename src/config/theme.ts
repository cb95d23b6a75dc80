import { Alert, createTheme, ModalHeader, type CSSVariablesResolver } from '@mantine/core';

/** A dark amber for a light yellow notice's title and icon: about 6.6:1 on the notice's yellow 1. */
const NOTICE_AMBER = '#7c4a03';

/**
 * The app's Mantine theme. Breakpoints follow the product's widths (640, 768, 1024,
 * 1440 px) instead of Mantine's defaults, so `hiddenFrom="sm"` means "below a 768 px tablet".
 * postcss.config.cjs repeats them for CSS media queries: change both together.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 in the light scheme: white text on the default shade 6 falls short of WCAG AA
  // contrast (4.5:1); shade 8 gives about 5.7:1, for filled buttons and links alike.
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  breakpoints: { xs: '40em', sm: '48em', md: '64em', lg: '90em', xl: '120em' },
  // A visible ring for keyboard users only; mouse clicks do not leave one behind.
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Mantine's modal header is a <header>: inside a dialog it would be a second page banner
    // (axe: landmark-no-duplicate-banner) while the modal is open.
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'presentation' } }),
    // A light yellow notice writes its title and icon in yellow 9 on yellow 1, about 2.7:1
    // (AA asks 4.5:1). Only notices change: Mantine's light yellow text variable also colours
    // the verification checklist's badges, which the amber made fail instead (6dbed4f).
    Alert: Alert.extend({
      vars: (_theme, { color, variant }) => ({
        root: color === 'yellow' && (variant ?? 'light') === 'light' ? { '--alert-color': NOTICE_AMBER } : {},
      }),
    }),
  },
});

/**
 * Mantine's "dimmed" text (gray 6 on white, about 3.3:1) fails WCAG AA; gray 7 passes
 * (about 8:1). Breadcrumbs, hints and the footer use it. The same goes for the error red of
 * field messages and invalid inputs (red 6, about 3.3:1): red 9 gives about 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
