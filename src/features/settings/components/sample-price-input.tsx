import { NumberInput } from '@mantine/core';
import type { SamplePrice } from '../hooks/use-sample-price';

/** The sample purchase price every formula preview on the page is computed at. */
export function SamplePriceInput({ sample }: { sample: SamplePrice }) {
  return (
    <NumberInput
      label="Sample purchase price"
      description="Previews show what each formula gives at this price."
      prefix="$"
      thousandSeparator=","
      allowNegative={false}
      decimalScale={2}
      max={1_000_000_000}
      value={sample.input}
      onChange={sample.setInput}
      maw={280}
    />
  );
}
