import { Migration } from '@mikro-orm/migrations';

/**
 * Typo tolerance by correcting the term, not by comparing it with every title: `search_word`
 * holds the words of the indexed titles (a few thousand rows where titles are 100,000), a
 * trigram index finds the closest one to a misspelt word, and the corrected term is searched
 * as usual. Comparing a misspelt common word with every title took 0.8 s at 100,000 pages.
 * Words are only added (a statement trigger on `search_entry`): one whose pages are gone
 * corrects to a word that finds nothing, as the misspelling did.
 */
export class Migration20261122090000_search_words extends Migration {
  override up(): void {
    this.addSql(`create table "search_word" ("word" text primary key);`);
    this.addSql(`create index "search_word_trgm_index" on "search_word" using gin ("word" gin_trgm_ops);`);
    // Split on white space and ASCII punctuation only, so letters beyond ASCII stay in their
    // words. Numbers are left out: nobody misspells one into another, and they would swell the
    // vocabulary to one entry per numbered page.
    this.addSql(`create function "search_title_words"("title" text) returns setof text language sql immutable as $$
      select distinct w from regexp_split_to_table(lower("title"), '[[:space:][:punct:]]+') w where length(w) >= 3 and w !~ '^[0-9]+$' $$;`);
    // In word order, so that concurrent rebuild batches take their locks in the same order.
    this.addSql(`create function "search_word_collect"() returns trigger language plpgsql as $$
      begin
        insert into "search_word"
          select distinct w from "added" a cross join lateral search_title_words(a."search_title") w order by 1
          on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`create trigger "search_word_collect" after insert on "search_entry"
      referencing new table as "added" for each statement execute function "search_word_collect"();`);
    this.addSql(
      `insert into "search_word"
        select distinct w from "search_entry" e cross join lateral search_title_words(e."search_title") w order by 1
        on conflict do nothing;`,
    );
    this.addSql(`drop index if exists "search_entry_title_trgm_index";`);
  }

  override down(): void {
    this.addSql(`create index "search_entry_title_trgm_index" on "search_entry" using gin ("search_title" gin_trgm_ops);`);
    this.addSql(`drop trigger if exists "search_word_collect" on "search_entry";`);
    this.addSql(`drop function if exists "search_word_collect"();`);
    this.addSql(`drop function if exists "search_title_words"(text);`);
    this.addSql(`drop table if exists "search_word";`);
  }
}
