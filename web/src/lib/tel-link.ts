/** Built by the same code as the server's mails (a lead alert's tel: link): E.164 for a Colombian mobile. */
export { telLink } from '../../../services/api/schemas/phone-links';
