import { Button, Checkbox, CloseButton, FileButton, Group, List, Stack, Text } from '@mantine/core';
import type { OfferDocument } from '@contract/schemas/offer';
import { MAX_OFFER_DOCUMENTS } from '@contract/schemas/offer';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { FormSection } from '@/components/form/form-section';

/** Same file picked twice (same name, size and time): kept once. */
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The documents: the current version's (kept unless unticked) on a counteroffer or an edit,
 * and new files, several at a time, up to the API's limit.
 */
export function DocumentsSection({ currentDocuments = [] }: { currentDocuments?: readonly OfferDocument[] }) {
  const { control } = useFormContext<OfferFormValues>();
  return (
    <FormSection title="Documents">
      {currentDocuments.length > 0 && (
        <FormField
          control={control}
          name="keepDocumentIds"
          render={(field) => (
            <Checkbox.Group
              label="Documents of the current version"
              description="Untick a document to leave it out of the new version"
              value={field.value.map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
            >
              <Stack gap={6} mt="xs">
                {currentDocuments.map((document) => (
                  <Checkbox key={document.id} value={String(document.id)} label={document.fileName} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      )}
      <FormField
        control={control}
        name="documents"
        render={(field) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" id="offer-documents-help">
              Attach up to {MAX_OFFER_DOCUMENTS} documents of 20 MB or less each.
            </Text>
            {field.value.length > 0 && (
              <List aria-label="Documents to attach" spacing={4}>
                {field.value.map((file, index) => (
                  <List.Item key={`${file.name}-${index}`}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{file.name}</Text>
                      <CloseButton
                        size="sm"
                        aria-label={`Remove ${file.name}`}
                        onClick={() => field.onChange(field.value.filter((_, other) => other !== index))}
                      />
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
            <FileButton
              multiple
              onChange={(files) =>
                field.onChange([
                  ...field.value,
                  ...files.filter((file) => !field.value.some((kept) => sameFile(kept, file))),
                ])
              }
              inputProps={{ 'aria-label': 'Attach documents' }}
            >
              {(props) => (
                <Button variant="default" w="fit-content" aria-describedby="offer-documents-help" {...props}>
                  Attach documents
                </Button>
              )}
            </FileButton>
            {field.error && (
              <Text size="sm" c="red.8" role="alert">
                {field.error}
              </Text>
            )}
          </Stack>
        )}
      />
    </FormSection>
  );
}
