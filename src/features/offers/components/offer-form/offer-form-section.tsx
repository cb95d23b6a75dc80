import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled group of the offer form; its legend names every field inside for assistive technology. */
export function OfferFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset legend={title} variant="filled">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
