import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** Page by page, and the direction: what every list takes, as REST lists take it (operations/pagination.ts); the operation validates it. */
@ArgsType()
class PagingArgs {
  @Field(() => Int, { nullable: true, description: '0-based page index (default 0).' })
  pageIndex?: number;

  @Field(() => Int, { nullable: true, description: 'Items per page (default 25, at most 100).' })
  pageSize?: number;

  @Field({ nullable: true, description: 'asc or desc (default desc, unless the list says otherwise).' })
  sortOrder?: string;
}

/** Paginated list arguments with a search term and a sort column (columns per list). */
@ArgsType()
export class ListArgs extends PagingArgs {
  @Field({ nullable: true })
  searchTerm?: string;

  @Field({ nullable: true, description: 'createdAt, updatedAt, or a column of the list.' })
  columnToSort?: string;
}

/** The same arguments, with the cursors of a list that also pages by cursor (operations/keyset-list.ts). */
function withCursors<Base extends ClassType<PagingArgs>>(base: Base) {
  @ArgsType()
  class WithCursors extends base {
    @Field(() => String, {
      nullable: true,
      description:
        'A nextCursor of an earlier answer with the same sort and filters: the page after it, as fast deep down as at the top (no pageIndex beside it).',
    })
    after?: string;

    @Field(() => String, { nullable: true, description: 'A previousCursor of an earlier answer: the page before it.' })
    before?: string;
  }
  return WithCursors;
}

/** A list paged by index or by cursor, without search or sort column (releases, publication requests). */
@ArgsType()
export class CursorPagingArgs extends withCursors(PagingArgs) {}

/** A list that also pages by cursor: a cursor of an earlier answer instead of a pageIndex. */
@ArgsType()
export class CursorListArgs extends withCursors(ListArgs) {}

/** The cursors of a cursor list's answer, for its object type to extend. */
@ObjectType()
export class CursorListFields {
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page (keyset paging); null on the last page.' })
  nextCursor!: string | null;

  @Field(() => String, { nullable: true, description: 'Pass as `before` for the previous page; null on the first page.' })
  previousCursor!: string | null;
}
