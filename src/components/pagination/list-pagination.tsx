import { Group, Pagination } from '@mantine/core';
import { PageJumpInput } from './page-jump-input';

type ListPaginationProps = {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Listings pages'. */
  label?: string;
};

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * Page buttons with one boundary page and one sibling on each side, and a
 * page-jump box for long lists. Nothing to show for a single page.
 */
export function ListPagination({ page, lastPage, onChange, label = 'Pagination' }: ListPaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="center" align="flex-end" gap="md" wrap="wrap">
      <Pagination
        total={lastPage}
        value={Math.min(page, lastPage)}
        onChange={onChange}
        boundaries={1}
        siblings={1}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
      <PageJumpInput key={page} page={page} lastPage={lastPage} onChange={onChange} />
    </Group>
  );
}
