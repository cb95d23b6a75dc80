import { Group, Radio, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioGroupField } from '@/components/form/choice-kinds';
import type { AgentSignUpValues } from '../schemas/agent-sign-up-schema';
import { TextField } from '@/components/form/text-kinds';

/** Where the agent works: brokerage, whether in a team, and the team's name only when in one. */
export function AgentBrokerageFields() {
  const form = useFormContext<AgentSignUpValues>();
  const { control } = form;
  const hasTeam = useWatch({ control, name: 'hasTeam' });
  return (
    <Stack gap="sm">
      <TextField control={form.control} name="brokerage" label="Brokerage" autoComplete="organization" required />
      <RadioGroupField control={control} name="hasTeam" label="Do you work in a team?">
        <Group gap="lg" mt="xs">
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </RadioGroupField>
      {hasTeam === 'yes' && <TextField control={form.control} name="teamName" label="Team name" required />}
    </Stack>
  );
}
