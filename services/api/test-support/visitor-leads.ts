import type { TestApp } from './test-app.js';

/**
 * `count` contact forms from as many visitors (each with an address of their own, so no per-address allowance of
 * mails holds any back), without a listing; the leads' ids, in order.
 */
export async function leadsFromVisitors(t: TestApp, count: number): Promise<string[]> {
  const leads: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: `Visitante ${index}`,
        email: `visitante${index}@correo.co`,
        phone: '300 123 4567',
        message: 'Quisiera visitar la propiedad esta semana.',
        acceptsDataPolicy: true,
      },
    });
    if (response.statusCode !== 201) throw new Error(`lead refused: ${response.statusCode} ${response.body}`);
    leads.push((response.json() as { id: string }).id);
  }
  return leads;
}
