/**
 * A number of exactly 10 digits is a Colombian one typed without its country code: wa.me would look for it as
 * an international number and find nobody, so the form warns (without refusing: the API accepts it).
 */
export const lacksCountryCode = (number: string) => number.replace(/\D/g, '').length === 10;
