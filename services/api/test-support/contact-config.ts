import type { TestApp } from './test-app.js';

/** Saves the contact configuration with `contactEmail`: where lead alerts go. */
export async function setAgencyEmail(t: TestApp, contactEmail = 'agencia@portal.test') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact-config',
    headers: { cookie: await t.adminCookie() },
    payload: { enabled: true, whatsappNumber: '3001112233', whatsappMessage: 'Hola, quiero información', contactEmail },
  });
  if (response.statusCode !== 200) throw new Error(`contact config refused: ${response.body}`);
}
