import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ListLoadError } from '@/components/list-load-error';
import { LoadingRows } from '@/components/loading-rows';
import { useDeleteTemplate } from '../api/use-template-mutations';
import { useDisclosedItem } from '../hooks/use-disclosed-item';
import { useSamplePrice, type SamplePrice } from '../hooks/use-sample-price';
import type { TemplateEditing } from '../lib/template-editing';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { SamplePriceInput } from './sample-price-input';
import { TemplateModal, type TemplateKind } from './template-modal';

type Template = { id: number; name: string };

/** What the list is drawn with: the sample price, and what its Edit and Delete buttons open. */
type ListView<T> = { price: number | null; edit: (template: T) => void; remove: (template: T) => void };

type TemplatesPageProps<T extends Template, V extends FieldValues & { name: string }> = {
  title: string;
  intro: string;
  /** What the listings that use a deleted template keep: 'their commission'. */
  listingsKeep: string;
  templates: UseQueryResult<T[]>;
  /** The kind of template, previewed at the page's sample price. */
  kind: (sample: SamplePrice) => TemplateKind<T, V>;
  /** The skeleton's shape while the list loads, when it is not LoadingRows' own. */
  loadingShape?: { rows: number; height: number };
  list: (templates: T[], view: ListView<T>) => ReactNode;
};

/**
 * A settings tab of templates (commissions, title fees): the list with previews at a sample
 * price, and the modals that add, edit and delete a template.
 */
export function TemplatesPage<T extends Template, V extends FieldValues & { name: string }>({
  title,
  intro,
  listingsKeep,
  templates,
  kind: kindAt,
  loadingShape,
  list: drawList,
}: TemplatesPageProps<T, V>) {
  const sample = useSamplePrice();
  const kind = kindAt(sample);
  const remove = useDeleteTemplate(kind.api);
  const editor = useDisclosedItem<TemplateEditing<T>>();
  const deletion = useDisclosedItem<T>();
  const deleting = deletion.item;

  let list;
  if (templates.isPending) list = <LoadingRows label={`Loading ${kind.noun}s`} {...loadingShape} />;
  else if (templates.isError) list = <ListLoadError onRetry={() => void templates.refetch()} />;
  else if (templates.data.length === 0) list = <Text>{`There are no ${kind.noun}s yet.`}</Text>;
  else
    list = drawList(templates.data, {
      price: sample.price,
      edit: (template) => editor.open({ mode: 'edit', template }),
      remove: deletion.open,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={2}>{title}</Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        <Button onClick={() => editor.open({ mode: 'create' })}>{`Add ${kind.noun}`}</Button>
      </Group>
      <SamplePriceInput sample={sample} />
      {list}
      <TemplateModal {...kind} opened={editor.opened} editing={editor.item} onClose={editor.close} />
      {deleting && (
        <ConfirmDeleteModal
          opened={deletion.opened}
          title={`Delete ${kind.noun}`}
          onClose={deletion.close}
          onConfirm={() => remove.mutateAsync(deleting.id)}
        >
          {`Delete “${deleting.name}”? Listings that already use it keep ${listingsKeep}.`}
        </ConfirmDeleteModal>
      )}
    </Stack>
  );
}
