import type { Options } from '@mikro-orm/core';
import type { NonEmptyArray } from 'type-graphql';
import type { RestRoute } from '../http/rest.js';

/** A vertical feature: its tables, its GraphQL resolvers and its REST façade routes. */
export interface FeatureModule {
  name: string;
  entities: NonNullable<Options['entities']>;
  resolvers?: NonEmptyArray<Function>;
  routes?: readonly RestRoute[];
}
