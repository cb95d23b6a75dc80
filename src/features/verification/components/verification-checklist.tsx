import type { VerificationChallenge } from '@contract/schemas/enums';
import type { User } from '@contract/schemas/user';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { missingChallenges } from '@/lib/session/challenges';
import { session } from '@/lib/session/session';
import { CHALLENGE_TEXTS } from '../verification-texts';

type Row = { challenge: VerificationChallenge; label: string; value: string };

const rowsOf = (user: User): Row[] => [
  { challenge: 'email-verification', label: 'E-mail address', value: user.email },
  { challenge: 'phone-verification', label: 'Phone number', value: user.phoneNumber ?? 'No phone number' },
];

/**
 * What the user has verified and what not, each with a button that starts that step alone,
 * and one that starts every missing step in order (e-mail, then phone). Starting means
 * setting the session's pending challenges: the frame's modal does the rest.
 */
export function VerificationChecklist({ user }: { user: User }) {
  const missing = missingChallenges(user);
  return (
    <Stack gap="md">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rowsOf(user).map((row) => {
          const isMissing = missing.includes(row.challenge);
          return (
            <Card component="li" key={row.challenge} withBorder padding="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Text fw={600}>{row.label}</Text>
                  <Text size="sm">{row.value}</Text>
                </Stack>
                <Group gap="sm">
                  <Badge color={isMissing ? 'yellow.9' : 'green.9'} variant="light">
                    {isMissing ? 'Not verified' : 'Verified'}
                  </Badge>
                  {isMissing && (
                    <Button variant="default" onClick={() => session.setPendingChallenges([row.challenge])}>
                      {CHALLENGE_TEXTS[row.challenge].startLabel}
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <Button w="fit-content" onClick={() => session.setPendingChallenges(missing)}>
        Start verification
      </Button>
    </Stack>
  );
}
