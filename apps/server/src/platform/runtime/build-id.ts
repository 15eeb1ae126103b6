declare const __ATRIUM_BUILD_ID__: string | undefined;

/**
 * The stamp of the server build this code was bundled in (scripts/build-server.mjs defines it), or
 * undefined when it runs from source (tsx, tests). A start of the same build on a database that build
 * already seeded seeds nothing (decision 0025).
 */
export const BUILD_ID: string | undefined =
  typeof __ATRIUM_BUILD_ID__ === 'string' ? __ATRIUM_BUILD_ID__ : undefined;
