/** What the response times are computed from: one lead's asesor, arrival and first answer. */
export interface RespondedLead {
  agentId: string | null;
  createdAt: string;
  /** When it first left `nuevo`; null while nobody has answered it. */
  firstContactAt: string | null;
}

/** One asesor's figures (`agentId` null: the leads nobody answers for). */
export interface AgentResponseTime {
  agentId: string | null;
  /** Leads that arrived in the period. */
  leads: number;
  /** Of those, how many somebody has answered (moved out of `nuevo`). */
  contacted: number;
  /** The median time from arrival to first contact of the contacted ones, in whole minutes; null: none contacted. */
  medianMinutes: number | null;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Minutes from the lead's arrival to its first contact; a clock gone backwards counts as an answer at once. */
const minutesToFirstContact = (lead: RespondedLead): number | null =>
  lead.firstContactAt === null
    ? null
    : Math.max(0, (Date.parse(lead.firstContactAt) - Date.parse(lead.createdAt)) / 60_000);

/**
 * Per asesor, the leads that arrived from `since` on: how many, how many were answered, and the median time to the
 * first answer. The median, not the mean: one lead forgotten over a long weekend would hide a day-to-day answer in
 * minutes. Asesores in the order their first lead is met; the leads of nobody last.
 */
export function responseTimes(leads: readonly RespondedLead[], since: string): AgentResponseTime[] {
  const from = Date.parse(since);
  const byAgent = new Map<string | null, { leads: number; minutes: number[] }>();
  for (const lead of leads) {
    if (Date.parse(lead.createdAt) < from) continue;
    const figures = byAgent.get(lead.agentId) ?? { leads: 0, minutes: [] };
    figures.leads += 1;
    const minutes = minutesToFirstContact(lead);
    if (minutes !== null) figures.minutes.push(minutes);
    byAgent.set(lead.agentId, figures);
  }
  const rows = [...byAgent.entries()].map(([agentId, figures]) => {
    const middle = median(figures.minutes);
    return {
      agentId,
      leads: figures.leads,
      contacted: figures.minutes.length,
      medianMinutes: middle === null ? null : Math.round(middle),
    };
  });
  return [...rows.filter((row) => row.agentId !== null), ...rows.filter((row) => row.agentId === null)];
}
