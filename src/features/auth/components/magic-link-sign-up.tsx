import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { successBody } from '@/lib/tsr';
import { useInvitationSignUp } from '../api/use-invitation-sign-up';
import { useServerError } from '../hooks/use-server-error';
import {
  MAGIC_LINK_SIGN_UP_DEFAULTS,
  magicLinkSignUpSchema,
  type MagicLinkSignUpValues,
  type SignUpRequirements,
} from '../schemas/magic-link-sign-up-schema';
import { FormErrorAlert } from './form-error-alert';
import { MagicLinkPasswordStep } from './magic-link-password-step';
import { MagicLinkTermsStep } from './magic-link-terms-step';

type Step = 'password' | 'terms';

const PASSWORD_STEP_FIELDS = ['password', 'repeatPassword', 'phoneNumber'] as const;

/**
 * The magic-link sign-up: step 1 a password (and the phone when asked),
 * step 2 the terms when they must be accepted. One form across both steps, so Back from the
 * terms keeps what was typed. Nobody is signed in before the last step: POST
 * invitations/signup (with the link's auth-token) does that, and only then the session.
 */
export function MagicLinkSignUp({ token, requirements }: { token: string; requirements: SignUpRequirements }) {
  const { email, hasPhoneNumber, termsRequired } = requirements;
  const navigate = useNavigate();
  const { completeSignIn } = useSessionActions();
  const signUp = useInvitationSignUp();
  const { error: serverError, show: showServerError, clear: clearServerError } = useServerError();
  const [step, setStep] = useState<Step>('password');
  const schema = useMemo(
    () => magicLinkSignUpSchema({ email, hasPhoneNumber, termsRequired }),
    [email, hasPhoneNumber, termsRequired],
  );
  const form = useForm<MagicLinkSignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: MAGIC_LINK_SIGN_UP_DEFAULTS,
  });

  // A new step replaces the fields the keyboard was on: start the user at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current !== step) heading.current?.focus();
    previousStep.current = step;
  }, [step]);

  const create = form.handleSubmit(async (values) => {
    clearServerError();
    // Only what the invitee was asked for: the phone and the terms are not sent otherwise.
    const body = {
      password: values.password,
      repeatPassword: values.repeatPassword,
      ...(hasPhoneNumber ? { phoneNumber: values.phoneNumber } : {}),
      ...(termsRequired ? { isAgreeToTac: values.isAgreeToTac } : {}),
    };
    try {
      await completeSignIn(successBody(await signUp.mutateAsync({ headers: { 'auth-token': token }, body })));
    } catch (error) {
      showServerError(error, {
        setError: form.setError,
        fields: step === 'terms' ? ['isAgreeToTac'] : PASSWORD_STEP_FIELDS,
      });
    }
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (step === 'password' && termsRequired) {
      event.preventDefault();
      if (await form.trigger([...PASSWORD_STEP_FIELDS], { shouldFocus: true })) setStep('terms');
      return;
    }
    await create(event);
  };

  return (
    <FormProvider {...form}>
      <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {step === 'password' ? 'Create your password' : 'Accept the terms'}
      </Title>
      {termsRequired && (
        <Text size="sm" c="dimmed" mb="md">
          Step {step === 'password' ? 1 : 2} of 2
        </Text>
      )}
      <FormErrorAlert error={serverError} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        {step === 'password' ? (
          <MagicLinkPasswordStep
            email={email}
            hasPhoneNumber={hasPhoneNumber}
            submitLabel={termsRequired ? 'Continue' : 'Create account'}
            isSubmitting={form.formState.isSubmitting}
            onBack={() => void navigate(paths.auth.signIn.href())}
          />
        ) : (
          <MagicLinkTermsStep isSubmitting={form.formState.isSubmitting} onBack={() => setStep('password')} />
        )}
      </form>
    </FormProvider>
  );
}
