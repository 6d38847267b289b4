import { Badge } from '@mantine/core';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/status';

/** SPEC §4: the status label in its colour. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge color={STATUS_COLOR[status] ?? 'gray'}>{STATUS_LABEL[status] ?? status}</Badge>;
}
