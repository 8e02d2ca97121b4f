import { ContentModel } from './registry.js';
import { defineStandardBlocks, defineStandardPageTypes } from './standard-library.js';

/** The content model of this deployment: the standard library plus the host application's types. */
export const contentModel = new ContentModel();
defineStandardBlocks(contentModel);
defineStandardPageTypes(contentModel);
