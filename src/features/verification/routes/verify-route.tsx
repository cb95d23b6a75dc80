import { Stack, Text } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isVerified } from '@/lib/session/challenges';
import { useCurrentUser } from '@/lib/session/use-session';
import { VerificationChecklist } from '../components/verification-checklist';
import { VerificationComplete } from '../components/verification-complete';
import { fromHome } from '@/components/breadcrumb-trails';

/**
 * /settings/verify, for unverified users (guard `notVerified`): where the frame's warning
 * and the `verified` guard (e.g. of /listings/new) send them. The page stays after the last
 * step, saying so, until the user moves on.
 */
export function VerifyRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Verify your information"
        breadcrumbs={fromHome({ label: 'Setting', to: paths.settings.root.href() }, { label: 'Verify' })}
      />
      {user &&
        (isVerified(user) ? (
          <VerificationComplete />
        ) : (
          <Stack gap="md" maw={640}>
            <Text>
              To unlock all features, such as creating listings, please verify your e-mail address and phone number.
            </Text>
            <VerificationChecklist user={user} />
          </Stack>
        ))}
    </>
  );
}
