import { Alert, Stack, Text, Title } from '@mantine/core';
import type { User } from '@contract/schemas/user';
import { useId, useState, type ReactNode } from 'react';
import { useCreateTeam } from '../api/use-create-team';
import { useUpdateTeam } from '../api/use-update-team';
import { TeamForm } from './team-form';

/**
 * The user's team, below the profile: the profile is the one tab every user has, and a user
 * without a team (a consumer, or an agent who left an account) can only start one here.
 * - no account: create a team (the user becomes an agent and its admin);
 * - an admin whose account has no team yet: name it (also POST account/team);
 * - an admin with a team: rename it or change the brokerage (PATCH account/team);
 * - a team member: the team, read only (only an admin changes it).
 */
export function TeamSection({ user }: { user: User }) {
  const headingId = useId();
  const createTeam = useCreateTeam();
  const updateTeam = useUpdateTeam();
  // Creating switches this section to the rename form; the confirmation survives the switch.
  const [isCreated, setIsCreated] = useState(false);
  const { account } = user;

  let body: ReactNode;
  if (account === null || (account.role === 'admin' && account.team === null)) {
    body = (
      <>
        <Text size="sm" c="dimmed">
          {account === null
            ? 'Create a team to work as a real estate agent: you become its account admin.'
            : 'Your account has no team yet. Name it so your agents know where they belong.'}
        </Text>
        <TeamForm
          defaultValues={{ teamName: '', brokerage: account?.brokerage ?? '' }}
          submitLabel="Create team"
          onSave={async (values) => {
            await createTeam.mutateAsync({ body: values });
            setIsCreated(true);
          }}
        />
      </>
    );
  } else if (account.role === 'admin' && account.team) {
    body = (
      <>
        {isCreated && (
          <Alert color="green" variant="light" role="status">
            Your team has been created.
          </Alert>
        )}
        <TeamForm
          defaultValues={{ teamName: account.team.name, brokerage: account.brokerage ?? '' }}
          submitLabel="Save team"
          savedText="Your team has been saved."
          onSave={(values) => updateTeam.mutateAsync({ body: values })}
        />
      </>
    );
  } else {
    body = (
      <>
        <Text size="sm">{account.team?.name ?? 'Your account has no team name yet.'}</Text>
        {account.brokerage && <Text size="sm">{account.brokerage}</Text>}
        <Text size="sm" c="dimmed">
          Your account admin manages the team.
        </Text>
      </>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        Team
      </Title>
      {body}
    </Stack>
  );
}
