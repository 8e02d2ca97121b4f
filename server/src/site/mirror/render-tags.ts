import type { ServerResponse } from 'node:http';
import type { AnswerTags } from '../../cdn/tags.js';

/** The cache tags of a site render (site/mount.ts), for the mirror's copy of its answer (cache-capture.ts). */
const tagsOfRender = new WeakMap<ServerResponse, AnswerTags>();

export function rememberRenderTags(res: ServerResponse, tags: AnswerTags): void {
  tagsOfRender.set(res, tags);
}

export function renderTags(res: ServerResponse): AnswerTags | undefined {
  return tagsOfRender.get(res);
}
