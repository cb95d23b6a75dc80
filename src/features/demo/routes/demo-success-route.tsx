import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { findDemoStory } from '../lib/demo-stories';

/** /demo/success?story=id: what the story set up, and what to show next. */
export function DemoSuccessRoute() {
  const [params] = useSearchParams();
  const story = findDemoStory(params.get('story'));
  if (!story) {
    return (
      <>
        <PageHeader title="Demo" breadcrumbs={[{ label: 'Demo', to: paths.demo.stories.href() }, { label: 'Ready' }]} />
        <Alert color="yellow" title="No demo story chosen">
          <Anchor component={Link} to={paths.demo.stories.href()}>
            Choose a story
          </Anchor>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={`Ready: ${story.title}`}
        breadcrumbs={[{ label: 'Demo', to: paths.demo.stories.href() }, { label: 'Ready' }]}
      />
      <Text mb="sm">
        The <strong>{story.scenario}</strong> data is set up fresh and you are signed in as {story.persona.label}.
      </Text>
      <Text fw={600} mb="xs">
        What to show next
      </Text>
      <List type="ordered" spacing="xs" mb="lg">
        {story.nextSteps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Group>
        <Button component={Link} to={story.firstScreen.path}>
          Open {story.firstScreen.label}
        </Button>
        <Button component={Link} to={paths.demo.stories.href()} variant="default">
          All stories
        </Button>
      </Group>
    </>
  );
}
