import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';
import { NET_RETURN_DISCLAIMER, NET_RETURN_LABEL } from '../../lib/seller-cost-rows';

/** The "i" beside the estimated net return, opening the spec's disclaimer. */
export function NetReturnInfo() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        radius="xl"
        size="sm"
        onClick={open}
        aria-label={`About the ${NET_RETURN_LABEL.toLowerCase()}`}
      >
        <Text span fw={700} size="sm" aria-hidden="true">
          i
        </Text>
      </ActionIcon>
      <Modal {...MODAL_DEFAULTS} opened={opened} onClose={close} title={NET_RETURN_LABEL}>
        <Text size="sm">{NET_RETURN_DISCLAIMER}</Text>
      </Modal>
    </>
  );
}

/** 'About the estimated net return' with its "i", above the side-by-side tables of history and compare. */
export function NetReturnAboutLine() {
  return (
    <Group gap={6}>
      <Text size="sm">About the {NET_RETURN_LABEL.toLowerCase()}</Text>
      <NetReturnInfo />
    </Group>
  );
}
