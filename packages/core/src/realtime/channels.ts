/** Real-time channel names (spec 000 §7), built from the product prefix. All are private. */
export const CHANNEL_PREFIX = 'private-atrium';

export const channels = {
  record: (object: string, id: string | number) => `${CHANNEL_PREFIX}.records.${object}.${id}`,
  newRecords: (object: string) => `${CHANNEL_PREFIX}.records.${object}.new`,
  user: (userId: number) => `${CHANNEL_PREFIX}.users.${userId}`,
  download: (object: string, uniqueId: string) => `${CHANNEL_PREFIX}.downloads.${object}.${uniqueId}`,
  workflow: (object: string, id: string | number) => `${CHANNEL_PREFIX}.workflows.${object}.${id}`,
} as const;
