import type { OperationContext } from '@blokwerk/server/extension';
import { FIRST_STAGE_JOIN } from '../pipeline/stages.js';

/** How many applications nobody has moved yet (in the first stage of their pipeline, where new ones land): the navigation's badge. */
export async function countNewApplications({ em }: Pick<OperationContext, 'em'>): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as "n" from "application" "a" ${FIRST_STAGE_JOIN}`);
  return row?.n ?? 0;
}
