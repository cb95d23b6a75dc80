import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CommissionTemplate } from '@contract/schemas/templates';
import { ListLoadError } from '@/components/list-load-error';
import { LoadingRows } from '@/components/loading-rows';
import { useCommissionTemplates } from '@/lib/api/templates';
import { useDeleteCommissionTemplate } from '../api/use-delete-commission-template';
import { TemplateModal } from '../components/template-modal';
import { commissionTemplateKind } from '../components/template-kinds';
import { CommissionTemplateTable } from '../components/commission-template-table';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { SamplePriceInput } from '../components/sample-price-input';
import { useDisclosedItem } from '../hooks/use-disclosed-item';
import { useSamplePrice } from '../hooks/use-sample-price';
import type { TemplateEditing } from '../lib/template-editing';

/** The commissions tab (agents): the account's commission templates, with previews at a sample price. */
export function CommissionsRoute() {
  const templates = useCommissionTemplates();
  const remove = useDeleteCommissionTemplate();
  const sample = useSamplePrice();
  const editor = useDisclosedItem<TemplateEditing<CommissionTemplate>>();
  const deletion = useDisclosedItem<CommissionTemplate>();
  const deleting = deletion.item;

  let list;
  if (templates.isPending) list = <LoadingRows label="Loading commission templates" />;
  else if (templates.isError) list = <ListLoadError onRetry={() => void templates.refetch()} />;
  else if (templates.data.length === 0) list = <Text>There are no commission templates yet.</Text>;
  else
    list = (
      <CommissionTemplateTable
        templates={templates.data}
        price={sample.price}
        onEdit={(template) => editor.open({ mode: 'edit', template })}
        onDelete={deletion.open}
      />
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={2}>Commissions</Title>
          <Text size="sm" c="dimmed">
            Templates for the listing and buyer broker commissions of your listings.
          </Text>
        </Stack>
        <Button onClick={() => editor.open({ mode: 'create' })}>Add commission template</Button>
      </Group>
      <SamplePriceInput sample={sample} />
      {list}
      <TemplateModal
        {...commissionTemplateKind(sample)}
        opened={editor.opened}
        editing={editor.item}
        onClose={editor.close}
      />
      {deleting && (
        <ConfirmDeleteModal
          opened={deletion.opened}
          title="Delete commission template"
          onClose={deletion.close}
          onConfirm={() => remove.mutateAsync({ params: { id: deleting.id } })}
        >
          Delete “{deleting.name}”? Listings that already use it keep their commission.
        </ConfirmDeleteModal>
      )}
    </Stack>
  );
}
