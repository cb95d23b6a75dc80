import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useEffect } from 'react';
import { PageHeader } from '@/components/page-header';
import { isBrowserMockEnabled } from '@/config/env';
import { loadDemoBanner } from '../components/demo-banner-slot';
import { DemoStoryCard } from '../components/demo-story-card';
import { DEMO_STORIES } from '../lib/demo-stories';
import { useStartDemo } from '../lib/use-start-demo';
import { fromHome } from '@/components/breadcrumb-trails';

/** /demo: the stories sales can start; each resets the in-browser mock to its data and signs in. */
export function DemoRoute() {
  const start = useStartDemo();
  const mockRunning = isBrowserMockEnabled();
  // The banner a story runs under loads apart (demo-banner-slot.tsx): here, while a story is picked.
  useEffect(() => {
    void loadDemoBanner().catch(() => undefined);
  }, []);
  return (
    <>
      <PageHeader title="Demo" breadcrumbs={fromHome({ label: 'Demo' })} />
      <Text mb="md">
        Pick a story. Its data is set up fresh in this browser, you are signed in as its persona, and its first screen
        opens. Nothing leaves this browser.
      </Text>
      {!mockRunning && (
        <Alert color="yellow" mb="md" title="The demo needs the built-in mock backend">
          This build talks to a real API, so demo data cannot be set up here.
        </Alert>
      )}
      {start.failed && (
        <Alert color="red" mb="md" role="alert" title="The demo could not start">
          Its data could not be set up. Please try again.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {DEMO_STORIES.map((story) => (
          <DemoStoryCard
            key={story.id}
            story={story}
            starting={start.startingId === story.id}
            disabled={!mockRunning || start.startingId !== null}
            onStart={(chosen) => void start.start(chosen)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
