/** Said by the decider and by the API's form validation alike. */
export const WHATSAPP_NUMBER_TOO_SHORT = 'El número debe tener al menos 10 dígitos';
export const WHATSAPP_MESSAGE_TOO_SHORT = 'El mensaje debe tener al menos 10 caracteres';
