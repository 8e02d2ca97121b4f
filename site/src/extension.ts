// `@blokwerk/site/extension`: everything an extension's site part may import from core
// (docs/extensions.md, "Site"), besides the components `@blokwerk/site/SiteLayout.astro` and
// `@blokwerk/site/Blocks.astro`. The rest of site/src is internal and may change without notice.

// The contract: the site part's default export, its page-type views, blocks and shell parts.
export { defineSiteExtension, type JsonLdSource, type PageTypeView, type ShellProps, type SiteExtension, type SiteShell } from './extensions/contract';
export type { Catalogues } from './i18n/catalogue';
export { siteText, type SiteText, type TextValues } from './i18n/site-text';

// What a page-type view and a block component receive, and the readers of a block's values.
export type { ShownPage } from './lib/shown-page';
export type { BlockProps } from './components/blocks/block-props';
export { linkOf, listOf, numberOf, textOf, type Link, type SiteBlock } from './lib/block-content';

// The server's data, in process: typed GraphQL documents, the site's settings and identity.
export { query, SiteQueryError } from './lib/graphql';
export { loadSiteSettings, type SiteSettings } from './lib/site-settings';
export { loadSiteIdentity, type SiteIdentity } from './lib/site-identity';

// A page's address in a locale.
export { localeHref } from './lib/site-path';
