import type { Page } from '@playwright/test';

/**
 * How many pixels of two screenshots of one size differ by a contrast of 3:1 or more: a change
 * a person sees (WCAG's measure for a focus indicator and for non-text contrast), where
 * anti-aliasing and sub-pixel shifts do not count. Decoded in the page, which has the codecs.
 */
export const visiblyChangedPixels = (page: Page, a: Buffer, b: Buffer): Promise<number> =>
  page.evaluate(
    async ([first, second]) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (data: Uint8ClampedArray, at: number) =>
        0.2126 * channel(data[at] ?? 0) + 0.7152 * channel(data[at + 1] ?? 0) + 0.0722 * channel(data[at + 2] ?? 0);
      const [before, after] = [await decode(first), await decode(second)];
      if (before.length !== after.length) throw new Error('The screenshots differ in size');
      let count = 0;
      for (let at = 0; at < before.length; at += 4) {
        const [x, y] = [luminance(before, at), luminance(after, at)];
        if ((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05) >= 3) count += 1;
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')],
  );
