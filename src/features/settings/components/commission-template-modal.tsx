import { Modal } from '@mantine/core';
import type { CommissionTemplate } from '@contract/schemas/templates';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';
import type { SamplePrice } from '../hooks/use-sample-price';
import type { TemplateEditing } from '../lib/template-editing';
import { CommissionTemplateForm } from './commission-template-form';

/** Adds or edits a commission template. The form mounts on each opening, so it starts from the template. */
export function CommissionTemplateModal({
  opened,
  editing,
  sample,
  onClose,
}: {
  opened: boolean;
  editing: TemplateEditing<CommissionTemplate> | null;
  sample: SamplePrice;
  onClose: () => void;
}) {
  return (
    <Modal
      {...MODAL_DEFAULTS}
      opened={opened}
      onClose={onClose}
      title={editing?.mode === 'edit' ? 'Edit commission template' : 'New commission template'}
    >
      {editing && (
        <CommissionTemplateForm
          template={editing.mode === 'edit' ? editing.template : null}
          sample={sample}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
