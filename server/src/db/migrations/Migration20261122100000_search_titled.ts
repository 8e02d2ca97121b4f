import { Migration } from '@mikro-orm/migrations';

/**
 * Title matches of a common term (search/query.ts, `SearchLimits`): the words of the title, SEO
 * title and headings (the document's weights A and B) get a text index of their own, so the
 * pages naming the term there are found among the thousands that only mention it.
 */
export class Migration20261122100000_search_titled extends Migration {
  override up(): void {
    this.addSql(`create index "search_entry_head_index" on "search_entry" using gin (ts_filter("document", '{a,b}'));`);
  }

  override down(): void {
    this.addSql(`drop index if exists "search_entry_head_index";`);
  }
}
