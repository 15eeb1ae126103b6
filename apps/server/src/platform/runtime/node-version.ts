/** The oldest Node.js Atrium runs on (decision 0016): 20.19, the first 20.x that loads ES modules with require(). */
export const NODE_MINIMUM = { major: 20, minor: 19 } as const;

/**
 * Why this Node.js version cannot run Atrium, or undefined when it can. `version` is
 * `process.versions.node` (`20.19.2`, no leading `v`).
 */
export function nodeVersionProblem(version: string): string | undefined {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match)
    return `Atrium could not read the Node.js version '${version}'; it needs Node.js 20.19 or later.`;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  if (major > NODE_MINIMUM.major || (major === NODE_MINIMUM.major && minor >= NODE_MINIMUM.minor)) {
    return undefined;
  }
  return `Atrium needs Node.js ${NODE_MINIMUM.major}.${NODE_MINIMUM.minor} or later (20.x, 22.x or 24.x); this is Node.js ${version}. Install a newer Node.js and start again.`;
}
