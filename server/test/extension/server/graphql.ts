import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { createNote, listNotes, type NoteView } from './operations.js';

@ObjectType('Note')
class NoteType implements NoteView {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() createdAt!: Date;
}

@Resolver()
export class NotesResolver {
  @Query(() => [NoteType])
  @Guarded(listNotes)
  notes(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listNotes, ctx, {});
  }

  @Mutation(() => NoteType)
  @Guarded(createNote)
  createNote(@Arg('title') title: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(createNote, ctx, { title });
  }
}
