import { Badge, VisuallyHidden } from '@mantine/core';
import { useUnreadLeads } from '../api/leads';

/** Beside the Contacto tab's label, how many leads are still new: seen from every tab of the panel. */
export function UnreadLeadsBadge() {
  const { data } = useUnreadLeads();
  const unread = data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Badge size="sm" circle={unread < 10} color="red" component="span">
      {unread > 99 ? '99+' : unread}
      <VisuallyHidden>{unread === 1 ? ' solicitud nueva' : ' solicitudes nuevas'}</VisuallyHidden>
    </Badge>
  );
}
