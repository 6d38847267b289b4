import type { UserDocument } from '../../../projections/users/projection.js';
import { isAgent } from '../queries/agents.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { AgentListSchema } from '../schemas/agent.js';
import { errorResponses } from '../schemas/common.js';

const byName = new Intl.Collator('es-CO', { sensitivity: 'base' });

/** The team members a listing may be assigned to: the asesor column, its filter and the assign action of the panel. */
export const agentRoutes: RoutePlugin = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/agents',
    {
      // The asesores read it too: the table's asesor column and filter.
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Asesores: las personas del equipo a quienes se puede asignar una propiedad',
        response: { 200: AgentListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const users = await (await deps.readModels.collection<UserDocument>('users')).find();
      const agents = users
        .filter(isAgent)
        .map((user) => ({ id: user.id, name: user.firstName || user.email }))
        .sort((a, b) => byName.compare(a.name, b.name));
      return { agents };
    },
  );
};
