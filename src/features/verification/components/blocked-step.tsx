import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { MISSING_PHONE } from '../verification-texts';

/**
 * A step that cannot go on: the message alone, without code input or resend link.
 * Without a phone number the way out is the profile, where the number is set;
 * following the link closes the modal, and saving the profile opens it again.
 */
export function BlockedStep({ message, onLeave }: { message: string; onLeave: () => void }) {
  return (
    <Alert color="red" variant="light">
      {message}
      {message === MISSING_PHONE && (
        <>
          {' '}
          <Anchor component={Link} to={paths.settings.profile.href()} onClick={onLeave} fw={500}>
            Update your phone number
          </Anchor>
        </>
      )}
    </Alert>
  );
}
