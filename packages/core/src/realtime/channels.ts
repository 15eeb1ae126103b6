/** Real-time channel names (spec 000 §7), built from the product prefix. All are private. */
export const CHANNEL_PREFIX = 'private-atrium';

export const channels = {
  record: (object: string, id: string | number) => `${CHANNEL_PREFIX}.records.${object}.${id}`,
  newRecords: (object: string) => `${CHANNEL_PREFIX}.records.${object}.new`,
  user: (userId: number) => `${CHANNEL_PREFIX}.users.${userId}`,
  download: (object: string, uniqueId: string) => `${CHANNEL_PREFIX}.downloads.${object}.${uniqueId}`,
  workflow: (object: string, id: string | number) => `${CHANNEL_PREFIX}.workflows.${object}.${id}`,
} as const;

export type ParsedChannel =
  | { kind: 'record'; object: string; id: string }
  | { kind: 'newRecords'; object: string }
  | { kind: 'user'; userId: number }
  | { kind: 'download'; object: string; uniqueId: string }
  | { kind: 'workflow'; object: string; id: string };

const OBJECT = '([a-z][A-Za-z0-9_]{0,62})';
const ID = '([A-Za-z0-9_-]{1,64})';
const PATTERNS: [RegExp, (match: RegExpExecArray) => ParsedChannel | undefined][] = [
  // `new` is the new-records channel, never a record id: unsaved records (ids n1, n2…) are not subscribed.
  [new RegExp(`^records\\.${OBJECT}\\.new$`), (m) => ({ kind: 'newRecords', object: m[1] ?? '' })],
  [
    new RegExp(`^records\\.${OBJECT}\\.${ID}$`),
    (m) => ({ kind: 'record', object: m[1] ?? '', id: m[2] ?? '' }),
  ],
  [/^users\.([1-9][0-9]{0,9})$/, (m) => ({ kind: 'user', userId: Number(m[1]) })],
  [
    new RegExp(`^downloads\\.${OBJECT}\\.${ID}$`),
    (m) => ({ kind: 'download', object: m[1] ?? '', uniqueId: m[2] ?? '' }),
  ],
  [
    new RegExp(`^workflows\\.${OBJECT}\\.${ID}$`),
    (m) => ({ kind: 'workflow', object: m[1] ?? '', id: m[2] ?? '' }),
  ],
];

/** Reads a channel name back into what it names; undefined for anything that is not one of ours. */
export function parseChannel(name: string): ParsedChannel | undefined {
  if (!name.startsWith(`${CHANNEL_PREFIX}.`) || name.length > 200) return undefined;
  const rest = name.slice(CHANNEL_PREFIX.length + 1);
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(rest);
    if (match) return build(match);
  }
  return undefined;
}
