import type { Page } from '@playwright/test';
import { visiblyChangedPixels } from './pixels';

/*
 * WCAG 2.2's focus appearance, measured on screenshots: the focused control and its
 * surroundings are taken with focus and without it, and the pixels whose colour changes by a
 * contrast of 3:1 or more are counted. The indicator passes when they cover at least the area
 * of a 2 CSS px line around the control (its perimeter times 2). Whatever draws the ring
 * (Mantine, the app's own rule, a control's sibling) is judged by what the user sees.
 */

export type FocusAppearance = {
  /** The control, as a person would name it. */
  control: string;
  /** Pixels that changed by a contrast of 3:1 or more when it took focus. */
  changed: number;
  /** The area of a 2 px line around the control (the part of it on the screen). */
  needed: number;
};

/** How far around the control to look: the ring may sit outside it (outline-offset). */
const MARGIN = 6;

/** The focused control's box and the length of its outline on the screen. */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) throw new Error('Nothing has focus');
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // The ring may be drawn on something else than the focused element: a switch's hidden
    // input rings its track, a multi-select's field rings its box. Judge what shows a ring.
    const isShown = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      const box = candidate.getBoundingClientRect();
      return style.opacity !== '0' && style.visibility !== 'hidden' && box.width >= 4 && box.height >= 4;
    };
    const isRinged = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const parent = element.parentElement;
    const candidates = [
      element,
      element.nextElementSibling,
      parent,
      parent?.parentElement,
      parent?.parentElement?.parentElement,
    ].filter((candidate): candidate is Element => candidate instanceof Element);
    const shown =
      candidates.find((candidate) => isShown(candidate) && isRinged(candidate)) ?? candidates.find(isShown) ?? element;
    const box = shown.getBoundingClientRect();
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent?.trim().slice(0, 40) ??
      element.tagName;
    // The part of the control's outline on the screen: a tall box partly scrolled away is judged by what shows.
    const [width, height] = [window.innerWidth, window.innerHeight];
    const visibleWidth = Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0));
    const visibleHeight = Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0));
    const perimeter =
      (box.top >= 0 ? visibleWidth : 0) +
      (box.bottom <= height ? visibleWidth : 0) +
      (box.left >= 0 ? visibleHeight : 0) +
      (box.right <= width ? visibleHeight : 0);
    return {
      name: `${element.tagName.toLowerCase()} "${name}"`,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      perimeter,
    };
  });

/** The focus indicator of the control that has focus now; focus stays where it was. */
export const focusAppearance = async (page: Page): Promise<FocusAppearance> => {
  const control = await focusedControl(page);
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const x = Math.max(0, Math.floor(control.x - MARGIN));
  const y = Math.max(0, Math.floor(control.y - MARGIN));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(control.x + control.width + MARGIN)) - x,
    height: Math.min(viewport.height, Math.ceil(control.y + control.height + MARGIN)) - y,
  };
  const focused = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    (window as unknown as { focusedBefore: HTMLElement }).focusedBefore = element;
    element.blur();
  });
  const unfocused = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() =>
    (window as unknown as { focusedBefore: HTMLElement }).focusedBefore.focus({ preventScroll: true }),
  );
  return {
    control: control.name,
    changed: await visiblyChangedPixels(page, focused, unfocused),
    needed: Math.round(2 * control.perimeter),
  };
};
