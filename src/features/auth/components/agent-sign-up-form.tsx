import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { successBody } from '@/lib/tsr';
import { useSignUpAgent } from '../api/use-sign-up-agent';
import type { ServerErrorState } from '../hooks/use-server-error';
import {
  AGENT_SIGN_UP_DEFAULTS,
  AgentSignUpFormSchema,
  type AgentSignUpBody,
  type AgentSignUpValues,
} from '../schemas/agent-sign-up-schema';
import { AgentBrokerageFields } from './agent-brokerage-fields';
import { AgentContactFields } from './agent-contact-fields';
import { NewPasswordFields } from './new-password-fields';
import { TermsCheckbox } from './terms-checkbox';

const FIELDS = [
  'fullName',
  'email',
  'phoneNumber',
  'brokerage',
  'hasTeam',
  'teamName',
  'password',
  'repeatPassword',
  'isAgreeToTac',
] as const satisfies readonly (keyof AgentSignUpValues)[];

/**
 * Agent sign-up (POST signup/rea): every field of an agent under the contract's rules.
 * Success signs the new agent in and goes to / (or the stored return path).
 */
export function AgentSignUpForm({ serverError }: { serverError: Pick<ServerErrorState, 'show' | 'clear'> }) {
  const { completeSignIn } = useSessionActions();
  const signUp = useSignUpAgent();
  const form = useForm<AgentSignUpValues, unknown, AgentSignUpBody>({
    resolver: zodResolver(AgentSignUpFormSchema),
    defaultValues: AGENT_SIGN_UP_DEFAULTS,
  });

  const submit = form.handleSubmit(async (values) => {
    serverError.clear();
    // A team name typed before switching to "No" is not the agent's team.
    const body = { ...values, teamName: values.hasTeam === 'yes' ? values.teamName : null };
    try {
      await completeSignIn(successBody(await signUp.mutateAsync({ body })));
    } catch (error) {
      serverError.show(error, { setError: form.setError, fields: FIELDS });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AgentContactFields />
          <AgentBrokerageFields />
          <Divider />
          <NewPasswordFields />
          <TermsCheckbox />
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create account
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
