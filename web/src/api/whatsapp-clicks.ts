/**
 * Counts a visitor's click on a listing's WhatsApp button, for the agency's per-listing figures. `keepalive` lets the
 * request finish while the chat opens in another tab; a failure changes nothing for the visitor, so it stays silent
 * and is never retried.
 */
export function recordWhatsAppClick(propertyId: string): void {
  fetch(`/api/properties/${encodeURIComponent(propertyId)}/whatsapp-clicks`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
