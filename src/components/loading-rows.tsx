import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/**
 * Placeholder rows while a list or a card loads, with the loading state said in words for
 * screen readers (the skeletons themselves are decoration).
 */
export function LoadingRows({ label, rows = 3, height = 36 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} radius="sm" aria-hidden="true" />
      ))}
    </Stack>
  );
}
