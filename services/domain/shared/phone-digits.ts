/** SPEC §5's phone rules say "al menos 10 dígitos". */
const MIN_PHONE_DIGITS = 10;

/**
 * Whether a phone number has SPEC §5's ten digits: digits are counted, not characters, so `abcdefghij` is no number
 * while `+57 (300) 123-4567` is one. The contact forms' phone and the configured WhatsApp number share this rule.
 */
export const hasPhoneDigits = (value: string) => value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;

/** What a typed phone number may hold besides its digits: spaces, +, hyphens and parentheses. */
export const hasOnlyPhoneCharacters = (value: string) => /^[\d\s+()-]+$/.test(value);
