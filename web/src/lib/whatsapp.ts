/** The links are built by the same code as the server's mails (a lead alert's WhatsApp and tel: links). */
export { whatsappLink } from '../../../services/api/schemas/phone-links';
