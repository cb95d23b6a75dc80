import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DemoStory } from '../lib/demo-stories';

/** One story on /demo: what it shows, as whom, and the button that sets it up. */
export function DemoStoryCard({
  story,
  starting,
  disabled,
  onStart,
}: {
  story: DemoStory;
  starting: boolean;
  disabled: boolean;
  onStart: (story: DemoStory) => void;
}) {
  const headingId = `demo-story-${story.id}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {story.title}
        </Title>
        <Text size="sm">{story.summary}</Text>
        <Group gap="xs">
          <Badge variant="light">{story.persona.label}</Badge>
          <Badge variant="outline" color="gray">
            Scenario: {story.scenario}
          </Badge>
        </Group>
        <Button
          mt="auto"
          onClick={() => onStart(story)}
          loading={starting}
          disabled={disabled}
          aria-describedby={headingId}
        >
          Start this demo
        </Button>
      </Stack>
    </Card>
  );
}
