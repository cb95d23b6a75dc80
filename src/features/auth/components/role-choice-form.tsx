import { Button, Radio, Stack } from '@mantine/core';
import { MESSAGES } from '@contract/schemas/messages';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

const ROLES = [
  {
    value: 'agent',
    label: 'I am a real estate agent',
    description: 'I help people buy and sell homes.',
    to: paths.auth.signUpAgent.href(),
  },
  {
    value: 'consumer',
    label: 'I am a buyer or a seller',
    description: 'I already have an agent.',
    to: paths.auth.signUpConsumer.href(),
  },
] as const;

/**
 * Who is signing up (the sign-up role choice): a radio group (arrow keys move
 * between the options, Space picks one) and Continue to the agent or the consumer screen.
 * Nothing is picked in advance: the choice is the person's to make.
 */
export function RoleChoiceForm() {
  const navigate = useNavigate();
  const [role, setRole] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const firstOption = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = ROLES.find((option) => option.value === role);
    if (chosen) {
      void navigate(chosen.to);
      return;
    }
    setError(MESSAGES.required);
    firstOption.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Radio.Group
          label="How will you use OfferDesk?"
          value={role}
          onChange={(value) => {
            setRole(value);
            setError(null);
          }}
          error={error}
          required
        >
          <Stack gap="sm" mt="xs">
            {ROLES.map((option, index) => (
              <Radio
                key={option.value}
                ref={index === 0 ? firstOption : undefined}
                value={option.value}
                label={option.label}
                description={option.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit">Continue</Button>
      </Stack>
    </form>
  );
}
