/** SPEC §5: the number reduced to digits, the message URL-encoded. */
export const whatsappLink = (number: string, message: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
