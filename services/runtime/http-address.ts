import { z } from 'zod';

/**
 * An absolute http(s) address, kept without its trailing slash, refused with a Spanish message that ends with
 * `example`. No query, fragment or credentials: the address is joined with paths, and a password in it would
 * end up in logs. With `pathRefusal`, a path is refused too, with that message (a server's base address).
 */
export const httpAddress = (example: string, { pathRefusal }: { pathRefusal?: string } = {}) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const refuse = (message: string) => {
        context.addIssue({ code: 'custom', message: `${message}, p. ej. ${example}` });
        return z.NEVER;
      };
      if (!URL.canParse(value)) return refuse('debe ser una dirección absoluta');
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('debe empezar por http:// o https://');
      // `https://x/?` parses with an empty search: the raw text says whether a query or fragment was written.
      if (value.includes('?') || value.includes('#')) return refuse('no puede llevar consulta (?) ni fragmento (#)');
      if (url.username || url.password) return refuse('no puede llevar usuario ni contraseña');
      const pathname = url.pathname.replace(/\/+$/, '');
      if (pathRefusal !== undefined && pathname !== '') return refuse(pathRefusal);
      return `${url.origin}${pathname}`;
    });
