import { z } from 'zod';

/** Someone a listing may be assigned to: an active member of the team. */
const AgentSchema = z.object({
  id: z.string().describe('Id de usuario: el valor de agentId'),
  name: z.string().describe('Nombre, o el correo si no tiene'),
});

export const AgentListSchema = z.object({
  agents: z.array(AgentSchema).describe('Por nombre, en orden alfabético'),
});
