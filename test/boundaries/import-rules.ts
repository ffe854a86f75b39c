/**
 * Which part of the repository may import which: one table, checked over every source file by
 * test/boundaries/import-boundaries.test.ts (part of `npm test`). A rule names the importing files
 * (`from`, a path pattern whose groups the target pattern may use) and the files they must not
 * import (`to`); `except` lifts it for files that run somewhere else (the client's build scripts run
 * in Node). Add a row to add a rule.
 * @see https://github.com/alan2207/bulletproof-react/blob/master/apps/react-vite/.eslintrc.cjs
 */

export type ImportRule = {
  name: string
  /** Repository-relative path of the importing file. */
  from: RegExp
  except?: RegExp
  /** Repository-relative path of the imported file, given the `from` match. */
  to: (from: RegExpMatchArray) => RegExp
  /** Why: printed with each violation. */
  why: string
}

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    name: 'client-no-config-or-server',
    from: /^client\//,
    except: /^client\/(build\.ts$|build\/|lib\/captcha\/worker-build\.ts$)/,
    to: () => /^(config|server)\//,
    why: 'the browser bundle holds no configuration or server code: it reads /api or shared/',
  },
  {
    name: 'feature-to-feature',
    from: /^client\/features\/([^/]+)\//,
    to: ([, area]) => new RegExp(`^client/features/(?!${area}/)`),
    why: 'a feature never imports another: screens compose features in client/app, shared parts live in client/components or client/lib',
  },
  {
    name: 'app-composes-only',
    from: /^client\/(features|components|lib)\//,
    to: () => /^client\/(app\/|main\.tsx$)/,
    why: 'imports go one way (lib and components → features → app): only the app composes',
  },
  {
    name: 'shared-parts-are-feature-agnostic',
    from: /^client\/(components|lib)\//,
    to: () => /^client\/features\//,
    why: 'client/components and client/lib serve every feature and know none',
  },
  {
    name: 'shared-stands-alone',
    from: /^shared\//,
    to: () => /^(client|server|config)\//,
    why: 'shared/ is imported by the client, the gateway and the upstream, and imports none of them',
  },
  {
    name: 'route-area-to-route-area',
    from: /^server\/gateway\/routes\/((?:api\/)?[^/]+)\//,
    to: ([, area]) => new RegExp(`^server/gateway/routes/(?!${area}/)`),
    why: 'a route area never imports another: what two areas share lives in server/gateway/plugins or errors',
  },
  {
    name: 'gateway-not-upstream',
    from: /^server\/gateway\//,
    to: () => /^server\/upstream\//,
    why: 'the gateway reaches the upstream over HTTP only (shared/contract/upstream), so the real services can replace it',
  },
  {
    name: 'upstream-not-gateway',
    from: /^server\/upstream\//,
    to: () => /^server\/gateway\//,
    why: "the reference upstream stands in for the scheme's services and knows nothing of the gateway",
  },
]
