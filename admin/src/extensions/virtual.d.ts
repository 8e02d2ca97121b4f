/** The admin parts of the configured extensions, in order (vite.config.ts serves this module). */
declare module 'virtual:blokwerk/admin-extensions' {
  const extensions: readonly import('./contract').AdminExtension[];
  export default extensions;
}
