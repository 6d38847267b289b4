import { Button, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { CallButton } from '../../../components/CallButton';
import { ChatButton } from '../../../components/ChatButton';
import { formatPrice } from '../../../lib/format-price';
import { STATUS_LABEL } from '../../../lib/status';
import type { Property } from '../api/get-property';
import classes from './MobileContactBar.module.css';

/** The id of the contact card the bar's Contactar leads to. */
export const CONTACT_SECTION_ID = 'contacto';

/** Brings the contact form into view and puts the cursor in its first field, ready to type. */
function goToContactForm() {
  const section = document.getElementById(CONTACT_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.querySelector<HTMLInputElement>('input, textarea')?.focus({ preventScroll: true });
}

/**
 * On a phone the price and the contact card come after the photos and every fact, some 1,900 px down: this bar
 * keeps the price, WhatsApp, Llamar and Contactar at the thumb from the first screen (issue 12, item 8).
 */
export function MobileContactBar({ property }: { property: Property }) {
  return (
    <div className={classes.bar} role="region" aria-label="Contacto rápido" data-mobile-contact-bar>
      <Group gap={8} wrap="nowrap" align="baseline">
        <Text size="sm" c="dimmed">
          {STATUS_LABEL[property.status] ?? property.status}
        </Text>
        <Text fw={800} size="lg" c="teal.8" truncate="end">
          {formatPrice(property.price, property.status)}
        </Text>
      </Group>
      <div className={classes.actions}>
        <ChatButton property={property} />
        <CallButton property={property} variant="compact" />
        <Button variant="default" leftSection={<IconMail size={18} />} onClick={goToContactForm}>
          Contactar
        </Button>
      </div>
    </div>
  );
}
