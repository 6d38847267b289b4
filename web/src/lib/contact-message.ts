export type PropertyContactInfo = { title: string; code: string | null; address: string };

const codeSuffix = (code: string | null) => (code ? ` (Código: ${code})` : '');

/** SPEC §5: the contact form's message starts as an interest text naming the title, the code if any and the address. */
export const interestMessage = ({ title, code, address }: PropertyContactInfo) =>
  `Hola, estoy interesado en la propiedad "${title}"${codeSuffix(code)} ubicada en ${address}. Me gustaría recibir más información.`;

/**
 * SPEC §7 chat-app contact: configured message + title + optional " (Código: {code})" + " - " + address, then the
 * listing's page on a line of its own (issue 39 §6): a title alone leaves the asesor guessing which of a dozen
 * similar listings the visitor means, and the link opens it (WhatsApp previews it too).
 */
export const chatMessage = (configMessage: string, { title, code, address }: PropertyContactInfo, pageUrl: string) =>
  `${configMessage} ${title}${codeSuffix(code)} - ${address}\n${pageUrl}`;
