import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { MOCK_GOOGLE_ACCOUNTS } from './mock-google-accounts';

/**
 * Stands in for Google's account chooser when the app runs on the mock: a dialog listing
 * the personas as buttons (Tab and Enter, or a click, pick one; Escape closes it).
 */
export function MockGoogleChooser({
  opened,
  onChoose,
  onClose,
}: {
  opened: boolean;
  onChoose: (email: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose an account" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm" c="dimmed" mb="sm">
        to continue to OfferDesk. Mock sign-in: Google's own chooser appears here with a real provider.
      </Text>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {MOCK_GOOGLE_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <UnstyledButton
              onClick={() => onChoose(account.email)}
              w="100%"
              p="xs"
              style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text size="sm" fw={600}>
                {account.fullName}
              </Text>
              <Text size="sm" c="dimmed">
                {account.email}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
