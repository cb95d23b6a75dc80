import { Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { PhoneInput } from '@/components/phone-input/phone-input';
import type { AgentSignUpValues } from '../schemas/agent-sign-up-schema';

/** Who the agent is: full name, e-mail and phone (spec section 3; e-mail and phone are required). */
export function AgentContactFields() {
  const { register, control, formState } = useFormContext<AgentSignUpValues>();
  const { errors } = formState;
  return (
    <Stack gap="sm">
      <TextInput
        label="Full name"
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Controller
        name="phoneNumber"
        control={control}
        render={({ field, fieldState }) => (
          <PhoneInput label="Phone number" required {...field} error={fieldState.error?.message} />
        )}
      />
    </Stack>
  );
}
