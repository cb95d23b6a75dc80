import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

/** The card every /auth screen sits in: the page's one h1 (PageHeader), then the screen. */
export function AuthPage({ title, width = 460, children }: { title: string; width?: number; children: ReactNode }) {
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={width}>
        <PageHeader title={title} />
        {children}
      </Paper>
    </Center>
  );
}
