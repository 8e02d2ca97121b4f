import { Migration } from '@mikro-orm/migrations';

/**
 * The index's vocabulary of lexemes, to turn the prefix of a word being typed into the whole word
 * it stands for when it stands for one (search/terms.ts): GIN answers `'ener':*` by collecting
 * every match of every lexeme so beginning into a bitmap before reading one (20–35 ms for a
 * prefix of a word in 20,000 pages), and `'energie'` by walking one posting list (4–6 ms). "C" collation:
 * byte order, so a prefix is one range of the primary key. Lexemes are only added, by a statement
 * trigger on `search_entry` as `search_word`'s words are; remove-all-pages empties both.
 */
export class Migration20261122110000_search_lexemes extends Migration {
  override up(): void {
    this.addSql(`create table "search_lexeme" ("lexeme" text collate "C" primary key);`);
    // In lexeme order, so that concurrent rebuild batches take their locks in the same order.
    this.addSql(`create function "search_lexeme_collect"() returns trigger language plpgsql as $$
      begin
        insert into "search_lexeme"
          select distinct l from "added" a cross join lateral unnest(tsvector_to_array(a."document")) l order by 1
          on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`create trigger "search_lexeme_collect" after insert on "search_entry"
      referencing new table as "added" for each statement execute function "search_lexeme_collect"();`);
    this.addSql(`insert into "search_lexeme" select "word" from ts_stat('select "document" from "search_entry"') order by 1 on conflict do nothing;`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "search_lexeme_collect" on "search_entry";`);
    this.addSql(`drop function if exists "search_lexeme_collect"();`);
    this.addSql(`drop table if exists "search_lexeme";`);
  }
}
