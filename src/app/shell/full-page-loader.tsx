import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** The first load, before the first page is ready (the router's hydrate fallback). */
export function FullPageLoader() {
  return (
    <Center h="100vh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
