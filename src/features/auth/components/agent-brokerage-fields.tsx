import { Group, Radio, Stack } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TextInputField } from '@/components/form/text-fields';
import type { AgentSignUpValues } from '../schemas/agent-sign-up-schema';

/** Where the agent works: brokerage, whether in a team, and the team's name only when in one. */
export function AgentBrokerageFields() {
  const form = useFormContext<AgentSignUpValues>();
  const { control } = form;
  const hasTeam = useWatch({ control, name: 'hasTeam' });
  return (
    <Stack gap="sm">
      <TextInputField form={form} name="brokerage" label="Brokerage" autoComplete="organization" required />
      <Controller
        name="hasTeam"
        control={control}
        // Both answers are valid, so this field never needs focus for an error: no ref is passed on.
        render={({ field: { ref: _ref, ...field }, fieldState }) => (
          <Radio.Group label="Do you work in a team?" {...field} error={fieldState.error?.message}>
            <Group gap="lg" mt="xs">
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
        )}
      />
      {hasTeam === 'yes' && <TextInputField form={form} name="teamName" label="Team name" required />}
    </Stack>
  );
}
