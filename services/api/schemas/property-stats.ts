import { z } from 'zod';

/** The admin list's page size (SPEC §7): one request covers every card on a page. */
const MAX_STATS_IDS = 50;

export const PropertyStatsQuery = z.object({
  ids: z
    .string({ error: 'Los identificadores deben ir separados por comas' })
    .max(MAX_STATS_IDS * 121, `Como máximo ${MAX_STATS_IDS} propiedades por consulta`)
    .optional()
    .transform((ids) => {
      const list = [...new Set((ids ?? '').split(',').map((id) => id.trim()))].filter((id) => id !== '');
      return list.length > 0 ? list : undefined;
    })
    .pipe(
      z
        .array(z.string().max(120, 'Identificador de propiedad inválido'))
        .max(MAX_STATS_IDS, `Como máximo ${MAX_STATS_IDS} propiedades por consulta`)
        .optional(),
    )
    .describe(`Ids de propiedad separados por comas (hasta ${MAX_STATS_IDS}); sin ids, todas las que tienen cifras`),
});

const ListingFiguresSchema = z.object({
  views: z.number().int().min(0).describe('Visitas distintas'),
  leads: z.number().int().min(0).describe('Solicitudes de los formularios de contacto que nombran la propiedad'),
  whatsappClicks: z.number().int().min(0).describe('Clics distintos en el botón de WhatsApp'),
});

export const PropertyStatsSchema = z.object({
  stats: z
    .record(z.string(), ListingFiguresSchema)
    .describe('Por id de propiedad; cada id pedido aparece, con ceros si no tiene cifras'),
  since: z.string().describe('Inicio de la ventana (ISO, 00:00 UTC): los últimos 30 días contando hoy'),
});
