import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { OfferDocument } from '@contract/schemas/offer';
import { downloadAllDocuments, downloadDocument } from '../../lib/document-download';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'The document could not be downloaded. Please try again later.';

/** The offer's documents: each on its own, or all of them one after another. */
export function OfferDocuments({ documents }: { documents: readonly OfferDocument[] }) {
  const [error, setError] = useState<string | null>(null);
  const report = (failure: unknown) => setError(messageOf(failure));

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Documents
        </Title>
        {documents.length > 1 && (
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              setError(null);
              downloadAllDocuments(documents, report);
            }}
          >
            Download all
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          No documents were attached to this offer.
        </Text>
      ) : (
        <List listStyleType="none" spacing={4}>
          {documents.map((document) => (
            <List.Item key={document.id}>
              <Group gap="xs">
                <Text size="sm">{document.name || document.fileName}</Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  aria-label={`Download ${document.fileName}`}
                  onClick={() => {
                    setError(null);
                    downloadDocument(document).catch(report);
                  }}
                >
                  Download
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
