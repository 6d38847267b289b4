import type { AiSearchConfigFields } from '../domain/ai-search-config/events.js';
import type { ContactConfigFields } from '../domain/contact-config/events.js';
import type { FooterConfigFields } from '../domain/footer-config/events.js';

/**
 * Site configuration of the demo. The company, its domain (under the reserved `.example` TLD, so no
 * mail ever leaves), phone numbers and social profiles are made up.
 */

const DEMO_COMPANY_NAME = 'Habitat Colombia Inmobiliaria';
const DEMO_DOMAIN = 'habitatcolombia.example';

export const DEMO_CONTACT_CONFIG: ContactConfigFields = {
  enabled: true,
  whatsappNumber: '+57 300 123 4567',
  whatsappMessage: 'Hola, me interesa obtener información sobre sus propiedades.',
  contactEmail: `contacto@${DEMO_DOMAIN}`,
};

const PRIVACY_POLICY = [
  `${DEMO_COMPANY_NAME} S.A.S., con domicilio en Bogotá D.C., es responsable del tratamiento de los datos personales que recoge a través de este portal, de sus formularios de contacto y de sus canales de atención, en cumplimiento de la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013 (compilado en el Decreto Único 1074 de 2015) y demás normas que los modifiquen o complementen.`,
  'Los datos que usted nos suministra (nombre, correo electrónico, número de teléfono y el contenido de sus mensajes) se usan para atender sus solicitudes de información sobre inmuebles, agendar visitas, enviarle propuestas de propiedades que se ajusten a su búsqueda y cumplir las obligaciones legales y contractuales derivadas de los contratos de compraventa, arrendamiento o corretaje. No recogemos datos sensibles ni datos de menores de edad, y no vendemos ni cedemos su información a terceros con fines comerciales.',
  'Como titular de los datos usted tiene derecho a conocer, actualizar y rectificar su información; solicitar prueba de la autorización otorgada; ser informado sobre el uso que se ha dado a sus datos; revocar la autorización o solicitar la supresión de sus datos cuando no se respeten los principios, derechos y garantías legales; acceder gratuitamente a ellos, y presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la ley.',
  `Para ejercer estos derechos puede escribirnos a protecciondedatos@${DEMO_DOMAIN} o radicar una comunicación en nuestra oficina de Bogotá. Las consultas se atienden en un término máximo de diez (10) días hábiles y los reclamos en un término máximo de quince (15) días hábiles contados a partir del día siguiente a su recibo, prorrogables en los casos y términos previstos por la ley.`,
  'Sus datos se conservarán durante el tiempo necesario para cumplir las finalidades descritas y los plazos legales aplicables, con medidas técnicas, humanas y administrativas que impiden su adulteración, pérdida, consulta o acceso no autorizado. Al enviar un formulario en este portal usted autoriza de manera previa, expresa e informada el tratamiento de sus datos conforme a esta política, que rige desde el 1 de enero de 2026 y cuyos cambios sustanciales se comunicarán oportunamente en este mismo sitio.',
].join('\n\n');

export const DEMO_FOOTER_CONFIG: FooterConfigFields = {
  isActive: true,
  companyName: DEMO_COMPANY_NAME,
  copyright: `© 2026 ${DEMO_COMPANY_NAME}. Todos los derechos reservados.`,
  contactPhone: '+57 601 555 0199',
  contactEmail: `contacto@${DEMO_DOMAIN}`,
  contactAddress: 'Calle 93 # 13-45, Oficina 502, Chicó, Bogotá',
  privacyPolicyTitle: 'Política de Tratamiento de Datos',
  privacyPolicyContent: PRIVACY_POLICY,
  socialLinks: [
    { platform: 'facebook', url: 'https://www.facebook.com/habitatcolombia.demo' },
    { platform: 'instagram', url: 'https://www.instagram.com/habitatcolombia.demo' },
    { platform: 'linkedin', url: 'https://www.linkedin.com/company/habitatcolombia-demo' },
  ],
};

export const DEMO_AI_SEARCH_CONFIG: AiSearchConfigFields = {
  enabled: true,
  description: 'Búsqueda inteligente con IA para encontrar propiedades usando lenguaje natural',
};
