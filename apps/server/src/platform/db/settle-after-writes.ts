import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { topicOfTable } from './change-feed';

function tableNames(node: OperationNode | undefined): string[] {
  if (!node) return [];
  switch (node.kind) {
    case 'TableNode':
      return [(node as unknown as { table: { identifier: { name: string } } }).table.identifier.name];
    case 'AliasNode':
      return tableNames((node as unknown as { node: OperationNode }).node);
    case 'FromNode':
      return (node as unknown as { froms: OperationNode[] }).froms.flatMap(tableNames);
    default:
      return [];
  }
}

function writtenTables(node: RootOperationNode): string[] {
  if (node.kind === 'InsertQueryNode') return tableNames(node.into);
  if (node.kind === 'UpdateQueryNode') return tableNames(node.table);
  if (node.kind === 'DeleteQueryNode') return tableNames(node.from);
  return [];
}

/**
 * After a query-builder write to a table that caches depend on, waits for this process to hear of it
 * (change-feed.ts), so that a write outside a transaction is seen by the very next read here. Writes
 * inside `inTransaction`/`withTenant` are settled again once they commit.
 */
export class SettleAfterWrites implements KyselyPlugin {
  readonly #pending = new WeakSet<QueryId>();

  constructor(private readonly settle: () => Promise<void>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writtenTables(args.node).some((table) => topicOfTable(table) !== undefined)) {
      this.#pending.add(args.queryId);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.has(args.queryId)) await this.settle();
    return args.result;
  }
}
