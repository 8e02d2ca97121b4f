import { ArgsType, Field, Int } from 'type-graphql';

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
