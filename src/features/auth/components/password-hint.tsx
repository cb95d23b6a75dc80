import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { passwordRules } from '../schemas/password-rules';

/**
 * The password hint box: the three rules, each ticked once the password
 * meets it. The state of each rule is also in words for screen readers; nothing is announced
 * while typing (the inline error says what is still missing on submit).
 */
export function PasswordHint({ password }: { password: string }) {
  const titleId = useId();
  return (
    <div>
      <Text id={titleId} size="sm" fw={600} mb={4}>
        Your password
      </Text>
      <List aria-labelledby={titleId} spacing={4} size="sm" center>
        {passwordRules(password).map((rule) => (
          <List.Item
            key={rule.label}
            icon={
              <ThemeIcon size={18} radius="xl" color={rule.isMet ? 'teal.8' : 'gray.6'} aria-hidden>
                <Text span size="xs" c="white" lh={1}>
                  {rule.isMet ? '✓' : '•'}
                </Text>
              </ThemeIcon>
            }
          >
            <VisuallyHidden>{rule.isMet ? 'Done: ' : 'To do: '}</VisuallyHidden>
            <Text span size="sm" c={rule.isMet ? undefined : 'dimmed'}>
              {rule.label}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
