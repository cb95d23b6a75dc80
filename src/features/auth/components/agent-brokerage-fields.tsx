import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { AgentSignUpValues } from '../schemas/agent-sign-up-schema';

/** Where the agent works: brokerage, whether in a team, and the team's name only when in one (spec section 5). */
export function AgentBrokerageFields() {
  const { register, control, formState } = useFormContext<AgentSignUpValues>();
  const hasTeam = useWatch({ control, name: 'hasTeam' });
  const { errors } = formState;
  return (
    <Stack gap="sm">
      <TextInput
        label="Brokerage"
        autoComplete="organization"
        required
        error={errors.brokerage?.message}
        {...register('brokerage')}
      />
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
      {hasTeam === 'yes' && (
        <TextInput label="Team name" required error={errors.teamName?.message} {...register('teamName')} />
      )}
    </Stack>
  );
}
