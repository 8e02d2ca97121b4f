/**
 * `tsc -p site` cannot read .astro files (Astro's own tooling can): a .ts file that imports a
 * component (the block registry) sees it as a component factory of unchecked props.
 */
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
