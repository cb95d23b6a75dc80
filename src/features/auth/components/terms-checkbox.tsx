import { Anchor } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/form/choice-kinds';
import { paths } from '@/config/paths';

/**
 * The terms of a sign-up ('You must accept terms of conditions'). The links
 * open in a new tab, so reading the terms loses nothing typed.
 */
export function TermsCheckbox() {
  const { control } = useFormContext<{ isAgreeToTac: boolean }>();
  return (
    <CheckboxField
      control={control}
      name="isAgreeToTac"
      label={
        <>
          I agree to the{' '}
          <Anchor component={Link} to={paths.terms.href()} target="_blank" rel="noopener" inherit>
            Terms of Service
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to={paths.privacy.href()} target="_blank" rel="noopener" inherit>
            Privacy Policy
          </Anchor>
        </>
      }
    />
  );
}
