import type { MouseEvent } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useContactConfig } from '../api/site-config';
import { recordWhatsAppClick } from '../api/whatsapp-clicks';
import { chatMessage, type PropertyContactInfo } from '../lib/contact-message';
import { contactNumber } from '../lib/contact-number';
import { usePublicOrigin } from '../lib/public-origin';
import { whatsappLink } from '../lib/whatsapp';

/**
 * SPEC §7 chat-app contact about one property: with the asesor who answers for it when the listing names one with a
 * number (its page does), the agency's number otherwise; hidden when the admins turned contact off or saved no number.
 */
export function ChatButton({
  property,
  variant = 'button',
}: {
  property: PropertyContactInfo & { id: string; slug: string; agent?: { phone: string | null } | null };
  variant?: 'icon' | 'button';
}) {
  const contact = useContactConfig();
  const number = contactNumber(property.agent, contact);
  const pageUrl = `${usePublicOrigin()}/propiedad/${property.slug}`;
  const href = number ? whatsappLink(number, chatMessage(contact.whatsappMessage, property, pageUrl)) : undefined;
  if (!href) return null;
  const link = {
    component: 'a' as const,
    href,
    target: '_blank',
    rel: 'noopener noreferrer',
    // Names the property: a dozen links all called "Contactar por WhatsApp" tell a screen-reader user nothing.
    'aria-label': `Contactar por WhatsApp sobre ${property.title}`,
    color: 'green',
    // Cards open the property on click; the chat link must only open the chat (and count the click).
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      recordWhatsAppClick(property.id);
    },
  };
  if (variant === 'icon') {
    return (
      <ActionIcon {...link} variant="filled" radius="xl">
        <IconBrandWhatsapp size={18} />
      </ActionIcon>
    );
  }
  return (
    <Button {...link} leftSection={<IconBrandWhatsapp size={18} />} fullWidth>
      WhatsApp
    </Button>
  );
}
