import type { RecordedEvent } from '../../infra/ports/event-store.js';
import type { ConfigDocument } from '../../projections/configs/projection.js';
import { isPublished, type PropertyDocument } from '../../projections/properties/projection.js';
import { asDomain } from '../../projections/runner/recorded.js';
import { isActiveUser, type UserDocument } from '../../projections/users/projection.js';
import type { ContactRequested, LeadFields } from '../../services/domain/lead/events.js';
import { propertySlug } from '../../services/domain/shared/slugify.js';
import { telLink, whatsappLink } from '../../services/api/schemas/phone-links.js';
import { leadsPageAddress } from '../../services/api/schemas/lead.js';
import type { MailComposer, MailContext, OutgoingMail } from './composer.js';
import { mailPrice, renderMail, type MailBlock } from './layout.js';

export type Listing = { title: string; detail: string; href: string };

/** The listing as the mails show it: linked only while visitors can open it. */
export function listingOf(
  property: PropertyDocument | null,
  lead: Pick<LeadFields, 'propertyTitle' | 'propertyAddress'>,
  context: MailContext,
): Listing | null {
  if (property) {
    const monthly = property.status === 'rent' || property.status === 'rented';
    const detail = [
      property.code ? `Código ${property.code}` : null,
      mailPrice(property.price, monthly),
      property.address,
    ]
      .filter(Boolean)
      .join(' · ');
    const href = isPublished(property)
      ? `${context.publicUrl}/propiedad/${propertySlug(property.title, property.id)}`
      : `${context.publicUrl}/admin?edit=${property.id}`;
    return { title: property.title, detail, href };
  }
  const { propertyTitle, propertyAddress } = lead;
  return propertyTitle ? { title: propertyTitle, detail: propertyAddress ?? '', href: context.publicUrl } : null;
}

const unique = (addresses: Array<string | null | undefined>) => [
  ...new Set(addresses.filter((address): address is string => Boolean(address)).map((a) => a.toLowerCase())),
];

/**
 * What the team needs to answer a lead at once: who wrote and how to call or WhatsApp them (a greeting already
 * written), what they said, the listing and the way to the lead in the panel.
 */
export function staffLeadBlocks(
  lead: LeadFields,
  listing: Listing | null,
  context: MailContext,
  opening: string,
): MailBlock[] {
  const firstName = lead.name.split(/\s+/)[0] ?? lead.name;
  const greeting = `Hola ${firstName}, te escribo de ${context.brand}${listing ? ` por tu solicitud sobre «${listing.title}»` : ''}.`;
  const phoneRows = [
    { label: 'Teléfono', value: lead.phone, href: telLink(lead.phone) },
    { label: 'WhatsApp', value: 'Escribirle por WhatsApp', href: whatsappLink(lead.phone, greeting) },
  ].filter((row) => row.href);
  return [
    { kind: 'paragraph', text: opening },
    {
      kind: 'facts',
      rows: [
        { label: 'Nombre', value: lead.name },
        ...phoneRows,
        { label: 'Correo', value: lead.email, href: `mailto:${lead.email}` },
      ],
    },
    { kind: 'quote', text: lead.message },
    ...(listing ? [{ kind: 'listings', items: [listing] } as const] : []),
    {
      kind: 'button',
      label: 'Ver la solicitud en el panel',
      href: `${context.publicUrl}${leadsPageAddress(lead.email)}`,
    },
  ];
}

/**
 * A lead reaches people (issue 26 §3): the agency's contact address and the listing's asesor get who wrote, how to
 * call or WhatsApp them, what they said, the listing and the way to the lead in the panel; the visitor, who accepted
 * the data policy, gets an acknowledgement with the listing and how to reach the agency.
 */
export const leadAlertMail: MailComposer = {
  name: 'lead-alert',
  types: ['ContactRequested'],
  reads: ['properties', 'users', 'configs'],
  async compose(recorded: RecordedEvent, context: MailContext): Promise<OutgoingMail[]> {
    const event = asDomain<ContactRequested>(recorded);
    const lead = event.data;
    const [properties, users, configs] = await Promise.all([
      context.readModels.collection<PropertyDocument>('properties'),
      context.readModels.collection<UserDocument>('users'),
      context.readModels.collection<ConfigDocument>('configs'),
    ]);
    const property = lead.propertyId ? await properties.get(lead.propertyId) : null;
    const agent = property?.agentId ? await users.get(property.agentId) : null;
    const contact = await configs.get('contact');
    const footer = await configs.get('footer');
    // The configured address only, never the form's `sentToEmail`: anyone can post that, and the portal would mail
    // a stranger's words to any address they chose.
    const agencyEmail = contact?.id === 'contact' ? contact.contactEmail || null : null;
    const listing = listingOf(property, lead, context);
    const mails: OutgoingMail[] = [];

    const staff = unique([agencyEmail, agent && isActiveUser(agent) ? agent.email : null]);
    if (staff.length > 0) {
      const blocks = staffLeadBlocks(
        lead,
        listing,
        context,
        `${lead.name} escribió desde el sitio. Respóndele pronto: quien no recibe respuesta en la primera hora suele buscar en otra parte.`,
      );
      const body = renderMail({
        brand: context.brand,
        publicUrl: context.publicUrl,
        heading: `Nueva solicitud de ${lead.name}`,
        blocks,
        footer: [
          {
            kind: 'paragraph',
            text: `Recibes este aviso porque ${agent?.email && staff.includes(agent.email.toLowerCase()) ? 'eres el asesor de la propiedad o ' : ''}es la dirección de contacto de ${context.brand}.`,
          },
        ],
      });
      mails.push({
        key: `lead-alert:${lead.leadId}`,
        to: staff,
        replyTo: lead.email,
        subject: listing
          ? `Nueva solicitud: ${lead.name} — ${listing.title}${property?.code ? ` (${property.code})` : ''}`
          : `Nueva solicitud de contacto: ${lead.name}`,
        ...body,
      });
    }

    // Only a visitor who accepted the data policy is written to (Ley 1581); older leads carry no acceptance. Anyone
    // may type any address, so this mail carries only what the portal knows: the listing from its record while it is
    // public (older leads stored the payload's title and address: never those), the agency's details. Not even the
    // name the form was signed with.
    if (lead.dataPolicy && lead.email) {
      const publicListing = property && isPublished(property) ? listing : null;
      const footerConfig = footer?.id === 'footer' ? footer : null;
      const whatsapp = contact?.id === 'contact' && contact.enabled ? contact.whatsappNumber : '';
      const reach = [
        ...(footerConfig?.contactPhone
          ? [{ label: 'Teléfono', value: footerConfig.contactPhone, href: telLink(footerConfig.contactPhone) }]
          : []),
        ...(whatsapp
          ? [
              {
                label: 'WhatsApp',
                value: whatsapp,
                href: whatsappLink(
                  whatsapp,
                  `Hola, escribí desde el sitio${publicListing ? ` por «${publicListing.title}»` : ''}.`,
                ),
              },
            ]
          : []),
        ...(agencyEmail ? [{ label: 'Correo', value: agencyEmail, href: `mailto:${agencyEmail}` }] : []),
        ...(footerConfig?.contactAddress ? [{ label: 'Dirección', value: footerConfig.contactAddress }] : []),
      ];
      const body = renderMail({
        brand: context.brand,
        publicUrl: context.publicUrl,
        heading: 'Recibimos tu mensaje',
        blocks: [
          {
            kind: 'paragraph',
            text: `Gracias por escribirnos. Un asesor de ${context.brand} te contactará pronto${publicListing ? ' sobre esta propiedad' : ''}.`,
          },
          ...(publicListing ? [{ kind: 'listings', items: [publicListing] } as const] : []),
          ...(reach.length > 0
            ? [
                { kind: 'paragraph', text: 'Si prefieres, escríbenos o llámanos:' } as const,
                { kind: 'facts', rows: reach } as const,
              ]
            : []),
        ],
        footer: [
          {
            kind: 'paragraph',
            text: `Te escribimos porque enviaste el formulario de contacto de ${context.brand} y aceptaste la Política de Tratamiento de Datos. Si no fuiste tú, ignora este correo.`,
          },
        ],
      });
      mails.push({
        key: `lead-ack:${lead.leadId}`,
        to: [lead.email],
        ...(agencyEmail ? { replyTo: agencyEmail } : {}),
        subject: publicListing
          ? `Recibimos tu mensaje sobre «${publicListing.title}»`
          : `Recibimos tu mensaje — ${context.brand}`,
        ...body,
      });
    }
    return mails;
  },
};
