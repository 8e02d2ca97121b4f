import { GraphQLScalarType } from 'graphql';
import graphqlUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { DomainError } from '../errors.js';
import { outageOf } from '../http/outage.js';

/**
 * graphql-upload's `Upload` scalar, with a part the client sent malformed (a NUL in its header,
 * a body cut off) refused as V_12 rather than failing as an unexpected error. type-graphql
 * awaits an argument's promise before the resolver runs, so this is the one place to catch it.
 * HTTP errors of graphql-upload (413: too large) and outages (its temp folder full: G_03) keep
 * their meaning. The variables are coerced
 * more than once (the cost limit's estimate coerces them too) and only the resolver's copy is
 * awaited, so a refusal must not become an unhandled rejection in the others.
 */
export const GraphQLUpload = new GraphQLScalarType({
  ...graphqlUpload.toConfig(),
  parseValue: (value: unknown) => {
    const upload = (graphqlUpload.parseValue(value) as Promise<FileUpload>).catch((error: unknown) => {
      throw (typeof error === 'object' && error !== null && 'status' in error) || outageOf(error) ? error : new DomainError('V_12');
    });
    upload.catch(() => undefined);
    return upload;
  },
});
