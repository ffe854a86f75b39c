/** esbuild bundles stylesheets imported from TypeScript and gives other assets a hashed URL. */
declare module '*.css'
declare module '*.svg' {
  const url: string
  export default url
}
