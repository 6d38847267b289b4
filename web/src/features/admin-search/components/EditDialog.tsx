import { Modal, type MantineSize } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { UnsavedChangesGuard } from '../../../components/admin/UnsavedChangesGuard';

interface Props<T> {
  /** What is being edited; null while the dialog is closed. */
  editing: T | null;
  title: (shown: T) => string;
  size?: MantineSize;
  onClose: () => void;
  /** The form, told whether it holds unsaved changes through `onDirtyChange`. */
  children: (shown: T, onDirtyChange: (dirty: boolean) => void) => ReactNode;
}

/**
 * A dialog that edits one item. What was being edited stays in it while it fades out after closing, instead of
 * vanishing first, and neither a stray click beside it nor leaving the page throws away what was typed.
 */
export function EditDialog<T>({ editing, title, size, onClose, children }: Props<T>) {
  const [dirty, setDirty] = useState(false);
  const [last, setLast] = useState(editing);
  if (editing !== null && editing !== last) setLast(editing);
  const shown = editing ?? last;
  return (
    <>
      <UnsavedChangesGuard when={dirty && editing !== null} />
      <Modal
        opened={editing !== null}
        onClose={onClose}
        title={shown ? title(shown) : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        size={size}
        closeOnClickOutside={!dirty}
      >
        {shown && children(shown, setDirty)}
      </Modal>
    </>
  );
}
