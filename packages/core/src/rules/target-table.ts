/** Interned action targets and (action id, target) pairs, so evaluation de-duplicates with array stamps. */
export class TargetTable {
  readonly names: string[] = [];
  private readonly index = new Map<string, number>();
  private readonly pairs = new Map<string, number>();

  target(name: string): number {
    let slot = this.index.get(name);
    if (slot === undefined) {
      slot = this.names.length;
      this.names.push(name);
      this.index.set(name, slot);
    }
    return slot;
  }

  /** The de-duplication slot of an action id on a target (spec 001 §4.2). */
  pair(actionId: number, target: number): number {
    const key = `${actionId}:${target}`;
    let slot = this.pairs.get(key);
    if (slot === undefined) {
      slot = this.pairs.size;
      this.pairs.set(key, slot);
    }
    return slot;
  }

  get pairCount(): number {
    return this.pairs.size;
  }
}
