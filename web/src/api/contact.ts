import type { z } from 'zod';
import { ContactAcceptedSchema, ContactInput, ContactSubmissionInput } from '../lib/api-contract';
import { postJson } from '../lib/fetch-json';

/** SPEC §7: the first form also says which address the enquiry goes to; the second one the property's address. */
export const sendContactSubmission = (body: z.input<typeof ContactSubmissionInput>) =>
  postJson('/api/contact-submissions', body, ContactAcceptedSchema);

export const sendContact = (body: z.input<typeof ContactInput>) =>
  postJson('/api/contact', body, ContactAcceptedSchema);
