import type { ContactConfig } from '../api/site-config';

/**
 * The number a visitor reaches about a listing, by chat or by call: the asesor who answers for it when the listing
 * names one with a number, the agency's otherwise; none when the admins turned contact off or saved no number.
 */
export const contactNumber = (
  agent: { phone: string | null } | null | undefined,
  contact: Pick<ContactConfig, 'enabled' | 'whatsappNumber'>,
): string | null => (contact.enabled ? agent?.phone || contact.whatsappNumber || null : null);
