import { Alert } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { formatColombianDateTime } from '../../../lib/admin/colombian-dates';
import type { Property } from '../api/get-property';

/**
 * Only the staff are told a listing's publication, and only they can open one that is not published: what they see
 * is a preview, and the banner says why visitors do not see it.
 */
export function PreviewBanner({ property }: { property: Property }) {
  const { publication, publishAt } = property;
  if (publication === undefined || publication === 'published') return null;
  const why =
    publication === 'draft'
      ? 'Es un borrador: los visitantes no la ven hasta que se publique.'
      : publication === 'paused'
        ? 'Está pausada: los visitantes no la ven mientras siga así.'
        : `Está programada: se publicará el ${publishAt ? formatColombianDateTime(publishAt) : 'día elegido'} (hora de Colombia).`;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconEyeOff size={18} aria-hidden />}
      title="Vista previa — no publicada"
    >
      {why}
    </Alert>
  );
}
