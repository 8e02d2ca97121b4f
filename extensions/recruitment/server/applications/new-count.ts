import type { OperationContext } from '@blokwerk/server/extension';

/** How many applications nobody has looked at yet (status "new"): the navigation's badge. */
export async function countNewApplications({ em }: Pick<OperationContext, 'em'>): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as "n" from "application" where "status" = 'new'`);
  return row?.n ?? 0;
}
