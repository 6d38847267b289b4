import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '../../../lib/whatsapp';
import { useContactConfig } from '../../../api/site-config';
import classes from './FloatingChatButton.module.css';

const MESSAGE = 'Hola, me interesa obtener más información sobre sus propiedades.';

/**
 * SPEC §2: bottom right, only when contact is enabled and has a number. The blank after it keeps the end of the page
 * (the footer's last line, the last listing) out from under it.
 */
export function FloatingChatButton() {
  const contact = useContactConfig();
  const href = contact.enabled ? whatsappLink(contact.whatsappNumber, MESSAGE) : undefined;
  if (!href) return null;
  return (
    <>
      <div className={classes.reserve} aria-hidden />
      <Tooltip label="Contactar por WhatsApp">
        <ActionIcon
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Contactar por WhatsApp"
          className={classes.button}
          size={56}
          radius="xl"
          color="green"
          pos="fixed"
          right={20}
          // Above the page, below dialogs (Mantine's modals sit at 200).
          style={{ zIndex: 150 }}
        >
          <IconBrandWhatsapp size={30} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
