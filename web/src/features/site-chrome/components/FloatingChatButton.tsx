import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '../../../lib/whatsapp';
import { useContactConfig } from '../../../api/site-config';

const MESSAGE = 'Hola, me interesa obtener más información sobre sus propiedades.';

/** SPEC §2: bottom right, only when contact is enabled and has a number. */
export function FloatingChatButton() {
  const contact = useContactConfig();
  if (!contact.enabled || !contact.whatsappNumber) return null;
  return (
    <Tooltip label="Contactar por WhatsApp" openDelay={700}>
      <ActionIcon
        component="a"
        href={whatsappLink(contact.whatsappNumber, MESSAGE)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Contactar por WhatsApp"
        size={56}
        radius="xl"
        color="green"
        pos="fixed"
        bottom={20}
        right={20}
        // Above the page, below dialogs (Mantine's modals sit at 200).
        style={{ zIndex: 150, boxShadow: '0 4px 14px rgba(0,0,0,.2)' }}
      >
        <IconBrandWhatsapp size={30} />
      </ActionIcon>
    </Tooltip>
  );
}
