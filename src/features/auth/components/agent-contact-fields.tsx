import { Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { AgentSignUpValues } from '../schemas/agent-sign-up-schema';
import { PhoneField } from '@/components/form/input-kinds';
import { TextField } from '@/components/form/text-kinds';

/** Who the agent is: full name, e-mail and phone (e-mail and phone are required). */
export function AgentContactFields() {
  const form = useFormContext<AgentSignUpValues>();
  return (
    <Stack gap="sm">
      <TextField control={form.control} name="fullName" label="Full name" autoComplete="name" required />
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
      <PhoneField control={form.control} name="phoneNumber" label="Phone number" required />
    </Stack>
  );
}
