import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The signed-in footer: using the site means agreeing to the terms. The
 * links are underlined: inside a sentence, colour alone does not mark them as links.
 */
export function AppFooter() {
  return (
    <Group w="100%" px="md" py="xs" justify="center">
      <Text size="sm" c="dimmed" ta="center">
        By using this site you agree to our{' '}
        <Anchor component={Link} to={paths.terms.href()} size="sm" underline="always">
          Terms of Service
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to={paths.privacy.href()} size="sm" underline="always">
          Privacy Policy
        </Anchor>
        .
      </Text>
    </Group>
  );
}
