import { aiSearchConfigDecider } from '../../domain/ai-search-config/decider.js';
import { contactConfigDecider } from '../../domain/contact-config/decider.js';
import { footerConfigDecider } from '../../domain/footer-config/decider.js';
import type { ConfigDocument } from '../../../projections/configs/projection.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses } from '../schemas/common.js';
import {
  AiSearchConfigInput,
  AiSearchConfigSchema,
  ContactConfigInput,
  ContactConfigSchema,
  DEFAULT_AI_DESCRIPTION,
  DEFAULT_PRIVACY_TITLE,
  FooterConfigInput,
  FooterConfigSchema,
} from '../schemas/configs.js';

type Config<Id extends ConfigDocument['id']> = Extract<ConfigDocument, { id: Id }>;

/** What visitors get before an admin saves anything (SPEC §3 defaults). */
const DEFAULT_CONTACT = {
  id: 'default',
  enabled: true,
  whatsappNumber: '',
  whatsappMessage: 'Hola, me interesa obtener información',
  contactEmail: '',
  updatedAt: null,
};
const DEFAULT_AI = { enabled: true, description: DEFAULT_AI_DESCRIPTION, updatedAt: null };
const DEFAULT_FOOTER = {
  isActive: false,
  companyName: '',
  copyright: '',
  contactPhone: null,
  contactEmail: null,
  contactAddress: null,
  privacyPolicyTitle: DEFAULT_PRIVACY_TITLE,
  privacyPolicyContent: null,
  socialLinks: [],
  updatedAt: null,
};

const contactDto = (doc: Config<'contact'>) => ({
  id: doc.id,
  enabled: doc.enabled,
  whatsappNumber: doc.whatsappNumber,
  whatsappMessage: doc.whatsappMessage,
  contactEmail: doc.contactEmail,
  updatedAt: doc.updatedAt,
});
const aiDto = (doc: Config<'ai-search'>) => ({
  enabled: doc.enabled,
  description: doc.description,
  updatedAt: doc.updatedAt,
});
const footerDto = ({ _position, id, socialLinks, ...doc }: Config<'footer'>) => ({
  ...doc,
  socialLinks: socialLinks.map((link) => JSON.stringify(link)),
});

/** Contact, footer and AI search configuration: public reads, admin saves (whole configuration each time). */
export const configRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read = async <Id extends ConfigDocument['id']>(id: Id) =>
    (await (await deps.readModels.collection<ConfigDocument>('configs')).get(id)) as Config<Id> | null;

  api.get(
    '/contact-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['configuración'],
        summary: 'Configuración de contacto (o la predeterminada)',
        response: { 200: ContactConfigSchema },
      },
    },
    async () => {
      const doc = await read('contact');
      return doc ? contactDto(doc) : DEFAULT_CONTACT;
    },
  );

  api.post(
    '/contact-config',
    {
      schema: {
        tags: ['configuración'],
        summary: 'Guardar la configuración de contacto',
        body: ContactConfigInput,
        response: { 200: ContactConfigSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await execute(request, contactConfigDecider, contactConfigDecider.stream, {
        type: 'ChangeContactConfig',
        data: { config: request.body, now: clock().toISOString() },
      });
      const doc = await read('contact');
      return doc ? contactDto(doc) : DEFAULT_CONTACT;
    },
  );

  api.get(
    '/footer-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['configuración'],
        summary: 'Configuración del pie de página',
        response: { 200: FooterConfigSchema },
      },
    },
    async () => {
      const doc = await read('footer');
      return doc ? footerDto(doc) : DEFAULT_FOOTER;
    },
  );

  api.post(
    '/footer-config',
    {
      schema: {
        tags: ['configuración'],
        summary: 'Guardar la configuración del pie de página',
        body: FooterConfigInput,
        response: { 200: FooterConfigSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const body = request.body;
      const config = {
        ...body,
        contactPhone: body.contactPhone ?? null,
        contactEmail: body.contactEmail ?? null,
        contactAddress: body.contactAddress ?? null,
        privacyPolicyTitle: body.privacyPolicyTitle ?? DEFAULT_PRIVACY_TITLE,
        privacyPolicyContent: body.privacyPolicyContent ?? null,
      };
      await execute(request, footerConfigDecider, footerConfigDecider.stream, {
        type: 'ChangeFooterConfig',
        data: { config, now: clock().toISOString() },
      });
      const doc = await read('footer');
      return doc ? footerDto(doc) : DEFAULT_FOOTER;
    },
  );

  api.get(
    '/ai-search-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['configuración'],
        summary: 'Configuración de la búsqueda con IA',
        response: { 200: AiSearchConfigSchema },
      },
    },
    async () => {
      const doc = await read('ai-search');
      return doc ? aiDto(doc) : DEFAULT_AI;
    },
  );

  api.post(
    '/ai-search-config',
    {
      schema: {
        tags: ['configuración'],
        summary: 'Guardar la configuración de la búsqueda con IA',
        body: AiSearchConfigInput,
        response: { 200: AiSearchConfigSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await execute(request, aiSearchConfigDecider, aiSearchConfigDecider.stream, {
        type: 'ChangeAiSearchConfig',
        data: { config: request.body, now: clock().toISOString() },
      });
      const doc = await read('ai-search');
      return doc ? aiDto(doc) : DEFAULT_AI;
    },
  );
};
