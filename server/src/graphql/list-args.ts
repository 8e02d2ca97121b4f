import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

/** Paginated list arguments, as REST lists take them (operations/pagination.ts); the operation validates them (columns per list). */
@ArgsType()
export class ListArgs {
  @Field(() => Int, { nullable: true, description: '0-based page index (default 0).' })
  pageIndex?: number;

  @Field(() => Int, { nullable: true, description: 'Items per page (default 25, at most 100).' })
  pageSize?: number;

  @Field({ nullable: true })
  searchTerm?: string;

  @Field({ nullable: true, description: 'createdAt, updatedAt, or a column of the list.' })
  columnToSort?: string;

  @Field({ nullable: true, description: 'asc or desc (default desc).' })
  sortOrder?: string;
}

/** A list that also pages by cursor (operations/keyset-list.ts): a cursor of an earlier answer instead of a pageIndex. */
@ArgsType()
export class CursorListArgs extends ListArgs {
  @Field(() => String, { nullable: true, description: 'A nextCursor of an earlier answer with the same sort and filters: the page after it, as fast deep down as at the top (no pageIndex beside it).' })
  after?: string;

  @Field(() => String, { nullable: true, description: 'A previousCursor of an earlier answer: the page before it.' })
  before?: string;
}

/** The cursors of a cursor list's answer, for its object type to extend. */
@ObjectType()
export class CursorListFields {
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page (keyset paging); null on the last page.' })
  nextCursor!: string | null;

  @Field(() => String, { nullable: true, description: 'Pass as `before` for the previous page; null on the first page.' })
  previousCursor!: string | null;
}
