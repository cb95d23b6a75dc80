import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';
import { paths } from '@/config/paths';
import { findDemoStory } from '../lib/demo-stories';
import { useRunningDemoId } from '../lib/running-demo';
import { useStartDemo } from '../lib/use-start-demo';

/**
 * A slim banner while a demo story runs: who the presenter is signed in as, and 'Reset demo',
 * which, once confirmed, puts the story's data back as it was and starts it again (a click
 * by mistake in front of a prospect must not wipe what was shown). Loaded only while a demo
 * runs (demo-banner-slot.tsx).
 */
export function DemoBanner() {
  const story = findDemoStory(useRunningDemoId());
  const start = useStartDemo();
  const [isAsking, ask] = useDisclosure(false);
  if (!story) return null;
  return (
    <Paper component="aside" aria-label="Demo" radius={0} px="md" py={4} bg="yellow.1" c="dark.9">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          Demo: <strong>{story.title}</strong>, signed in as {story.persona.label}.{' '}
          <Anchor
            component={Link}
            to={`${paths.demo.success.href()}?story=${story.id}`}
            size="sm"
            c="dark.9"
            underline="always"
          >
            What to show
          </Anchor>
        </Text>
        <Group gap="xs">
          {start.failed && (
            <Text size="sm" c="red.9" role="alert">
              The demo could not be reset. Please try again.
            </Text>
          )}
          <Button
            size="compact-sm"
            variant="white"
            color="dark"
            loading={start.startingId === story.id}
            onClick={ask.open}
          >
            Reset demo
          </Button>
        </Group>
      </Group>
      <Modal {...MODAL_DEFAULTS} opened={isAsking} onClose={ask.close} title="Reset the demo?">
        <Stack gap="md">
          <Text size="sm">
            The story’s data goes back to how it was set up, and its first screen opens again. Anything changed during
            this demo is lost.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={ask.close}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                ask.close();
                void start.start(story);
              }}
            >
              Reset demo
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
