/**
 * SPEC §5: the number reduced to digits, the message URL-encoded. Without a digit there is no chat to open, so there
 * is no link (undefined): the caller shows no button rather than one that leads nowhere.
 */
export function whatsappLink(number: string, message: string): string | undefined {
  const typed = number.replace(/\D/g, '');
  // wa.me wants the country code: a Colombian mobile written as people say it (300 123 4567) is +57's.
  const digits = /^3\d{9}$/.test(typed) ? `57${typed}` : typed;
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : undefined;
}

/** A `tel:` link a phone can dial; a Colombian mobile gets +57. Undefined without a digit. */
export function telLink(number: string): string | undefined {
  const typed = number.replace(/\D/g, '');
  if (!typed) return undefined;
  return /^3\d{9}$/.test(typed) ? `tel:+57${typed}` : `tel:${number.trim().startsWith('+') ? '+' : ''}${typed}`;
}
