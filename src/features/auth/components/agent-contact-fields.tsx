import { Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { PhoneField } from '@/components/form/bound-fields';
import { TextInputField } from '@/components/form/text-fields';
import type { AgentSignUpValues } from '../schemas/agent-sign-up-schema';

/** Who the agent is: full name, e-mail and phone (e-mail and phone are required). */
export function AgentContactFields() {
  const form = useFormContext<AgentSignUpValues>();
  return (
    <Stack gap="sm">
      <TextInputField form={form} name="fullName" label="Full name" autoComplete="name" required />
      <TextInputField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <PhoneField control={form.control} name="phoneNumber" label="Phone number" required />
    </Stack>
  );
}
