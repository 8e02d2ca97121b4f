import { Migration } from '@mikro-orm/migrations';

/**
 * The MCP endpoint's rate limit per token (BLOKWERK_MCP_RATE_LIMIT): a token's calls counted in a
 * minute-long window on its own row, so every process counts alike (access-tokens/tokens.ts, callsThisMinute).
 */
export class Migration20261129600000_access_token_calls extends Migration {
  override up(): void {
    this.addSql(`alter table "access_token" add column "calls_window_start" timestamptz null, add column "calls_in_window" int not null default 0;`);
  }

  override down(): void {
    this.addSql(`alter table "access_token" drop column "calls_window_start", drop column "calls_in_window";`);
  }
}
