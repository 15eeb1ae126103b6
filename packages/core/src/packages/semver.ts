/** `major.minor.patch`, digits only: packages and Atrium itself are versioned this way. */
export const SEMVER_PATTERN = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;

export function isSemver(value: string): boolean {
  return SEMVER_PATTERN.test(value);
}

/** Negative when `a` is older than `b`, zero when equal, positive when newer. Both must be semver. */
export function compareSemver(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
