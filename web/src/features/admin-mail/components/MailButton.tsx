import { Badge, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { useMailCounts } from '../api/mail-log';
import { MailLogDialog } from './MailLogDialog';

/** The panel header's Correos button, marked when a message failed or the server does not take mail. */
export function MailButton() {
  const [opened, dialog] = useDisclosure(false);
  const { data } = useMailCounts();
  const failed = data?.counts.fallido ?? 0;
  const failing = Boolean(data?.sender.failingSince || data?.sender.stopped);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMail size={18} aria-hidden />}
        rightSection={
          failed > 0 || failing ? (
            <Badge
              color="red"
              size="sm"
              circle={failed > 0}
              aria-label={failed > 0 ? `${failed} fallidos` : 'El envío falla'}
            >
              {failed > 0 ? failed : '!'}
            </Badge>
          ) : undefined
        }
        onClick={dialog.open}
      >
        Correos
      </Button>
      <MailLogDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
