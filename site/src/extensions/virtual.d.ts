/** The site parts of the configured extensions, in order (extensions/integration.ts writes this module). */
declare module 'virtual:blokwerk/site-extensions' {
  const extensions: readonly import('./contract').SiteExtension[];
  export default extensions;
}
