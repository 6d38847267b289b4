/**
 * SPEC §5: the number reduced to digits, the message URL-encoded. Without a digit there is no chat to open, so there
 * is no link (undefined): the caller shows no button rather than one that leads nowhere.
 */
export function whatsappLink(number: string, message: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : undefined;
}
