import { Button } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useContactConfig } from '../api/site-config';
import { contactNumber } from '../lib/contact-number';
import { telLink } from '../lib/tel-link';

/**
 * «Llamar» about one property (issue 39 §6): the same number its WhatsApp button writes to, the asesor's or the
 * agency's. `button` shows the number as saved, for a visitor on a computer to dial it from their phone; `compact`
 * (the phone's sticky bar, where a tap dials) only says Llamar. Hidden when there is no number to call.
 */
export function CallButton({
  property,
  variant = 'button',
}: {
  property: { agent?: { phone: string | null } | null };
  variant?: 'button' | 'compact';
}) {
  const contact = useContactConfig();
  const number = contactNumber(property.agent, contact);
  const href = number ? telLink(number) : undefined;
  if (!number || !href) return null;
  const label = `Llamar al ${number}`;
  return (
    <Button
      component="a"
      href={href}
      variant="default"
      leftSection={<IconPhone size={18} />}
      fullWidth={variant === 'button'}
      aria-label={label}
    >
      {variant === 'compact' ? 'Llamar' : label}
    </Button>
  );
}
