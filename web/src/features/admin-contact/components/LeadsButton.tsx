import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LEADS_PAGE_PATH } from '../../../lib/api-contract';
import { useUnreadLeads } from '../api/leads';

/** The panel header's «Solicitudes», first (issue 39 §4): its page, with how many leads are still new. */
export function LeadsButton() {
  const { data } = useUnreadLeads();
  const unread = data?.unread ?? 0;
  return (
    <Button
      component={Link}
      to={LEADS_PAGE_PATH}
      variant="default"
      leftSection={<IconInbox size={18} aria-hidden />}
      rightSection={
        unread > 0 ? (
          <Badge size="sm" circle={unread < 10} color="red" component="span">
            {unread > 99 ? '99+' : unread}
            <VisuallyHidden>{unread === 1 ? ' solicitud nueva' : ' solicitudes nuevas'}</VisuallyHidden>
          </Badge>
        ) : undefined
      }
    >
      Solicitudes
    </Button>
  );
}
