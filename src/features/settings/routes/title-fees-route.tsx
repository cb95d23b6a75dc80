import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TitleFeeTemplate } from '@contract/schemas/templates';
import { ListLoadError } from '@/components/list-load-error';
import { LoadingRows } from '@/components/loading-rows';
import { useDeleteTitleFeeTemplate } from '../api/use-delete-title-fee-template';
import { useTitleFeeTemplates } from '@/lib/api/templates';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { SamplePriceInput } from '../components/sample-price-input';
import { TitleFeeTemplateCard } from '../components/title-fee-template-card';
import { TemplateModal } from '../components/template-modal';
import { titleFeeTemplateKind } from '../components/template-kinds';
import { useDisclosedItem } from '../hooks/use-disclosed-item';
import { useSamplePrice } from '../hooks/use-sample-price';
import type { TemplateEditing } from '../lib/template-editing';

/** The title fees tab (agents): title and escrow fee templates, each fee previewed at a sample price. */
export function TitleFeesRoute() {
  const templates = useTitleFeeTemplates();
  const remove = useDeleteTitleFeeTemplate();
  const sample = useSamplePrice();
  const editor = useDisclosedItem<TemplateEditing<TitleFeeTemplate>>();
  const deletion = useDisclosedItem<TitleFeeTemplate>();
  const deleting = deletion.item;

  let list;
  if (templates.isPending) list = <LoadingRows label="Loading title fee templates" rows={2} height={120} />;
  else if (templates.isError) list = <ListLoadError onRetry={() => void templates.refetch()} />;
  else if (templates.data.length === 0) list = <Text>There are no title fee templates yet.</Text>;
  else
    list = templates.data.map((template) => (
      <TitleFeeTemplateCard
        key={template.id}
        template={template}
        price={sample.price}
        onEdit={() => editor.open({ mode: 'edit', template })}
        onDelete={() => deletion.open(template)}
      />
    ));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={2}>Title fees</Title>
          <Text size="sm" c="dimmed">
            Title and escrow fee templates: a listing’s title fees are the sum of its template’s fees.
          </Text>
        </Stack>
        <Button onClick={() => editor.open({ mode: 'create' })}>Add title fee template</Button>
      </Group>
      <SamplePriceInput sample={sample} />
      {list}
      <TemplateModal
        {...titleFeeTemplateKind(sample)}
        opened={editor.opened}
        editing={editor.item}
        onClose={editor.close}
      />
      {deleting && (
        <ConfirmDeleteModal
          opened={deletion.opened}
          title="Delete title fee template"
          onClose={deletion.close}
          onConfirm={() => remove.mutateAsync({ params: { id: deleting.id } })}
        >
          Delete “{deleting.name}”? Listings that already use it keep their title fees.
        </ConfirmDeleteModal>
      )}
    </Stack>
  );
}
