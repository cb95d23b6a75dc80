import { Button, Stack, Text } from '@mantine/core';

export const LIST_LOAD_ERROR =
  'Sorry we’re having some technical issues (as you can see) try to refresh the page. Sometimes it works:)';

/** A house with a crack through it: decoration, hidden from assistive tech. */
const brokenHouse = (
  <svg width="96" height="80" viewBox="0 0 96 80" aria-hidden="true" focusable="false">
    <path
      d="M8 40 48 8l40 32"
      fill="none"
      stroke="var(--mantine-color-gray-6)"
      strokeWidth="4"
      strokeLinejoin="round"
    />
    <path d="M18 34v40h60V34" fill="var(--mantine-color-gray-1)" stroke="var(--mantine-color-gray-6)" strokeWidth="4" />
    <path d="m50 20-6 16 8 8-7 12 5 18" fill="none" stroke="var(--mantine-color-red-7)" strokeWidth="3" />
    <rect x="28" y="46" width="12" height="12" fill="var(--mantine-color-gray-4)" />
    <rect x="58" y="50" width="12" height="24" fill="var(--mantine-color-gray-4)" />
  </svg>
);

/**
 * The broken-house screen a list shows when it cannot load, with the
 * spec's text and a way to ask again without reloading the whole page.
 */
export function ListLoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="alert">
      {brokenHouse}
      <Text ta="center" maw={420}>
        {LIST_LOAD_ERROR}
      </Text>
      {onRetry && (
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
