import { Modal } from '@mantine/core';
import type { TitleFeeTemplate } from '@contract/schemas/templates';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';
import type { SamplePrice } from '../hooks/use-sample-price';
import type { TemplateEditing } from '../lib/template-editing';
import { TitleFeeTemplateForm } from './title-fee-template-form';

/** Adds or edits a title fee template. The form mounts on each opening, so it starts from the template. */
export function TitleFeeTemplateModal({
  opened,
  editing,
  sample,
  onClose,
}: {
  opened: boolean;
  editing: TemplateEditing<TitleFeeTemplate> | null;
  sample: SamplePrice;
  onClose: () => void;
}) {
  return (
    <Modal
      {...MODAL_DEFAULTS}
      opened={opened}
      onClose={onClose}
      title={editing?.mode === 'edit' ? 'Edit title fee template' : 'New title fee template'}
    >
      {editing && (
        <TitleFeeTemplateForm
          template={editing.mode === 'edit' ? editing.template : null}
          sample={sample}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
