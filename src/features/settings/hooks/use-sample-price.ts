import { useState } from 'react';

const DEFAULT_SAMPLE_PRICE = 500_000;

/**
 * The sample purchase price the formula previews use, as the number input holds it (a
 * number, or '' while the field is empty), and as a price (null when there is none).
 */
export const useSamplePrice = () => {
  const [input, setInput] = useState<number | string>(DEFAULT_SAMPLE_PRICE);
  const price = typeof input === 'number' && Number.isFinite(input) && input >= 0 ? input : null;
  return { input, setInput, price };
};

export type SamplePrice = ReturnType<typeof useSamplePrice>;
