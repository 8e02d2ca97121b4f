import { defineEntity, p } from '@mikro-orm/core';

/** A tag of the public set (visible on the site) or the private one (editors only). */
export const TagSchema = defineEntity({
  name: 'Tag',
  tableName: 'tag',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(50),
    private: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Tag extends TagSchema.class {}
TagSchema.setClass(Tag);
