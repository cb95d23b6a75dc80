import { Badge } from '@mantine/core';

/**
 * A status as a filled badge; the colours come from lib/status-labels.ts (all AA on white
 * text). Never narrower than its text: a squeezed badge clips it ('UNCOLLEC...').
 */
export function StatusBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge variant="filled" color={color} radius="sm" miw="max-content">
      {label}
    </Badge>
  );
}
