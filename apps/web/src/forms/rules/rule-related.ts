import {
  type ChainTree,
  hopParentId,
  hopRecordId,
  hopSourceFields,
  type ListAnswer,
  type ObjectDefinition,
  RULE_RELATED_LIMIT,
  type RuleHop,
  type RuleRelated,
  resolveRuleHop,
} from '@atrium/core';
import { api } from '../../app/api-client';
import { isApiError } from '../../app/api-error';
import { definitionClient } from '../../metadata/definition-client';
import { relatedEndpoint } from '../field-widgets/related-list/related-children';

/**
 * The related records a form's rules read (core's `ruleChains`), loaded in the browser as the server
 * loads them for a save: hop by hop, under the person's own access (a record they may not read is
 * absent, so the rules see it as empty), each hop's records hung on the records of the hop before.
 */

type Row = Record<string, unknown>;

/** Where related records come from: the API, or a test's fixtures. */
export interface RelatedSource {
  definition(name: string): Promise<ObjectDefinition | null>;
  /** The record, or undefined when it is gone or the person may not read it. */
  record(object: string, id: number): Promise<Row | undefined>;
  /** The first RULE_RELATED_LIMIT children of a record through a children hop. */
  children(hop: RuleHop, parentId: number): Promise<Row[]>;
}

const unreadable = (error: unknown) => isApiError(error) && [403, 404].includes(error.statusCode);

export const apiRelatedSource: RelatedSource = {
  definition: (name) => definitionClient.get(name),
  record: async (object, id) => {
    try {
      return await api.get<Row>(`records/${object}/${id}`);
    } catch (error) {
      if (unreadable(error)) return undefined;
      throw error;
    }
  },
  children: async (hop, parentId) => {
    try {
      const answer = await api.get<ListAnswer>(relatedEndpoint(hop.relationship, parentId), {
        query: { page: 1, pageSize: RULE_RELATED_LIMIT },
      });
      return answer.data as Row[];
    } catch (error) {
      if (unreadable(error)) return [];
      throw error;
    }
  },
};

/** Loads one hop for each source row and hangs the result on it; answers the rows reached. */
async function loadHop(hop: RuleHop, sources: readonly Row[], source: RelatedSource): Promise<Row[]> {
  const reached: Row[] = [];
  if (hop.kind === 'parent') {
    const ids = [...new Set(sources.map((row) => hopParentId(row, hop)).filter((id) => id !== undefined))];
    const rows = await Promise.all(ids.map((id) => source.record(hop.target, id)));
    const byId = new Map(ids.map((id, index) => [id, rows[index] ? { ...rows[index] } : undefined]));
    for (const row of sources) {
      const id = hopParentId(row, hop);
      row[hop.name] = id === undefined ? undefined : byId.get(id);
    }
    for (const row of byId.values()) if (row) reached.push(row);
    return reached;
  }
  await Promise.all(
    sources.map(async (row) => {
      const id = hopRecordId(row);
      const children =
        id === undefined ? [] : (await source.children(hop, id)).map((child) => ({ ...child }));
      row[hop.name] = children;
      reached.push(...children);
    }),
  );
  return reached;
}

async function loadLevel(
  definition: ObjectDefinition,
  tree: ChainTree,
  rows: Row[],
  source: RelatedSource,
): Promise<void> {
  for (const [name, rest] of tree) {
    // A name that is no relation reads nothing, on the server too.
    const hop = resolveRuleHop(definition, name);
    if (!hop) continue;
    const reached = await loadHop(hop, rows, source);
    if (rest.size === 0 || reached.length === 0) continue;
    const next = await source.definition(hop.target);
    if (next) await loadLevel(next, rest, reached, source);
  }
}

/** The `related` map for the record as it stands: for every chain's first hop, its record or list. */
export async function loadRuleRelated(
  definition: ObjectDefinition,
  tree: ChainTree,
  record: Readonly<Row>,
  source: RelatedSource = apiRelatedSource,
): Promise<RuleRelated> {
  const holder: Row = { ...record };
  await loadLevel(definition, tree, [holder], source);
  return Object.fromEntries([...tree.keys()].map((name) => [name, holder[name]]));
}

/** The record fields whose change sends the first hops elsewhere: then the related records load again. */
export function relatedSourceFields(definition: ObjectDefinition, tree: ChainTree): string[] {
  const fields = new Set<string>();
  for (const name of tree.keys()) {
    const hop = resolveRuleHop(definition, name);
    if (hop) for (const field of hopSourceFields(hop)) fields.add(field);
  }
  return [...fields];
}
