import { Badge } from '@mantine/core';

/** A status as a filled badge; the colours come from lib/status-labels.ts (all AA on white text). */
export function StatusBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge variant="filled" color={color} radius="sm">
      {label}
    </Badge>
  );
}
