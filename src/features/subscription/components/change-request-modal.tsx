import { Modal } from '@mantine/core';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';
import { ChangeRequestPanel } from './change-request-panel';

/** 'Cancel or modify subscription'. Its body mounts on each opening, so every request starts afresh. */
export function ChangeRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal {...MODAL_DEFAULTS} opened={opened} onClose={onClose} title="Cancel or modify subscription">
      <ChangeRequestPanel onClose={onClose} />
    </Modal>
  );
}
