import extensions from 'virtual:blokwerk/site-extensions';
import type { Catalogues } from './catalogue';

/**
 * Every installed extension's site texts per locale; an id must start with its extension's name
 * and a dot. Read on first use, not at load: an extension's components import core's texts, so
 * while this module loads the extensions may not be in yet (as in extensions/registry.ts).
 */
let texts: Catalogues | undefined;

function collect(): Catalogues {
  const all: Record<string, Record<string, string>> = {};
  for (const extension of extensions) {
    for (const [locale, catalogue] of Object.entries(extension.messages ?? {})) {
      for (const [id, message] of Object.entries(catalogue)) {
        if (!id.startsWith(`${extension.name}.`)) throw new Error(`site: text ${id} of extension ${extension.name} must start with "${extension.name}."`);
        (all[locale] ??= {})[id] = message;
      }
    }
  }
  return all;
}

/** The installed extensions' site texts (site-text.ts looks in them after core's). */
export const extensionMessages = (): Catalogues => (texts ??= collect());
