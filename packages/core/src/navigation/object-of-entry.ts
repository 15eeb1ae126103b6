import type { NavigationEntry } from './module-definition';

/** `salesOrder` → `sales_order`: the reverse of `permissionScope`. */
export function objectNameOfScope(scope: string): string {
  return scope.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** `accounts` → `account`, `enquiries` → `enquiry`, `addresses` → `address`. */
export function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * The object whose generic record screens a navigation entry shows, or undefined when the entry is not
 * an object list. An entry is one when it needs exactly `{scope}:view` and its last path segment, made
 * singular, names that object (`/crm/sales_orders` + `salesOrder:view` → `sales_order`;
 * `/hcm/employees` + `hcmEmployee:view` → `hcm_employee`). A dashboard guarded by an object's view
 * permission therefore stays a dashboard. Whether the object exists is the server's answer.
 */
export function objectNameOfEntry(entry: NavigationEntry): string | undefined {
  if (entry.external || entry.expandsTo) return undefined;
  const all = entry.requires?.all ?? [];
  if (all.length !== 1 || (entry.requires?.any?.length ?? 0) > 0) return undefined;
  const match = /^([a-z][A-Za-z0-9]*):view$/.exec(all[0] ?? '');
  if (!match?.[1]) return undefined;
  const object = objectNameOfScope(match[1]);
  const segment = (entry.url.split('/').pop() ?? '').replaceAll('-', '_');
  const noun = singular(segment);
  if (noun === '' || !(object === noun || object.endsWith(`_${noun}`) || object === segment))
    return undefined;
  return object;
}
