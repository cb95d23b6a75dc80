import { Divider, Stack, Title } from '@mantine/core';
import { useCurrentUser } from '@/lib/session/use-session';
import { ProfileForm } from '../components/profile-form';
import { TeamSection } from '../components/team-section';

/** The profile tab (/settings and /settings/profile): the user's own details, then their team. */
export function ProfileRoute() {
  const user = useCurrentUser();
  // The signed-in layout's guard keeps signed-out visitors away; nothing to show without a user.
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={2}>Profile</Title>
      {/* Keyed by user: another account signing in (or another tab) starts a fresh form. */}
      <ProfileForm key={user.id} user={user} />
      <Divider />
      <TeamSection key={`team-${user.id}`} user={user} />
    </Stack>
  );
}
