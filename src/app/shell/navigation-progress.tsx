import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page (its code or its guard) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      aria-label="Loading page"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    />
  );
}
