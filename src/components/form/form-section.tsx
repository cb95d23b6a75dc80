import { Fieldset, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One titled part of a form, with its help texts. Its legend
 * names every field inside for assistive technology.
 */
export function FormSection({
  title,
  help = [],
  children,
}: {
  title: string;
  help?: readonly string[];
  children: ReactNode;
}) {
  return (
    <Fieldset legend={title} variant="filled">
      <Stack gap="sm">
        {help.map((text) => (
          <Text key={text} size="sm" c="dimmed">
            {text}
          </Text>
        ))}
        {children}
      </Stack>
    </Fieldset>
  );
}
