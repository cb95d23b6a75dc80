import type { ModalProps } from '@mantine/core';

/**
 * Every modal's size and transition ("Modal transition 100 ms, max width
 * 434 px"). Mantine's Modal already traps focus, closes on Escape and returns focus to the
 * control that opened it.
 */
export const MODAL_DEFAULTS = {
  size: 434,
  transitionProps: { duration: 100 },
  // Mantine's close button is an icon only: give it a name, or screen readers announce "button".
  closeButtonProps: { 'aria-label': 'Close dialog' },
} as const satisfies Partial<ModalProps>;
