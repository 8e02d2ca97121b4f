import extensions from 'virtual:blokwerk/site-extensions';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { PageTypeView, SiteShell } from './contract';

interface Registry {
  pageTypes: Readonly<Record<string, PageTypeView>>;
  blocks: Readonly<Record<string, AstroComponentFactory>>;
  shell: ShellParts;
}

/** Every extension's shell parts, by place, in the extensions' order, each with its extension's name. */
export type ShellParts = { readonly [place in keyof SiteShell]-?: readonly { extension: string; Part: AstroComponentFactory }[] };

function merged<T>(what: string, pick: (e: (typeof extensions)[number]) => Readonly<Record<string, T>> | undefined): Readonly<Record<string, T>> {
  const all: Record<string, T> = {};
  for (const extension of extensions) {
    for (const [id, value] of Object.entries(pick(extension) ?? {})) {
      if (id in all) throw new Error(`site: ${what} ${id} is given by two extensions`);
      all[id] = value;
    }
  }
  return all;
}

const shellPart = (place: keyof SiteShell) =>
  extensions.flatMap((extension) => {
    const Part = extension.shell?.[place];
    return Part ? [{ extension: extension.name, Part }] : [];
  });
const shell = (): ShellParts => ({ footer: shellPart('footer'), body: shellPart('body') });

// Read on first use, not when this module loads: an extension's components import core's
// (Blocks.astro), which import this registry, so at load time the extensions may not be in yet.
let registry: Registry | undefined;
const read = (): Registry => (registry ??= { pageTypes: merged('page type', (e) => e.pageTypes), blocks: merged('block', (e) => e.blocks), shell: shell() });

/** An installed extension's view of a page type, if one gives it. */
export const pageTypeView = (type: string): PageTypeView | undefined => read().pageTypes[type];

/** The installed extensions' block components, by block type id. */
export const extensionBlocks = (): Readonly<Record<string, AstroComponentFactory>> => read().blocks;

/** The parts of every page's shell of the installed extensions that the server runs too (layouts/SiteLayout.astro renders them). */
export function shellParts(running: readonly string[]): ShellParts {
  const { footer, body } = read().shell;
  const runs = ({ extension }: { extension: string }) => running.includes(extension);
  return { footer: footer.filter(runs), body: body.filter(runs) };
}
