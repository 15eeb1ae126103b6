import { type Editor, mergeAttributes, Node } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  isInTable,
  tableEditing,
} from '@tiptap/pm/tables';

/**
 * Tables for the rich-text editor, written on ProseMirror's table module (shipped in @tiptap/pm). The
 * registry's @tiptap/extension-table lags the editor's version and pins it exactly, so the four nodes
 * are declared here: plain tables with a header row, cells spanning rows or columns, nothing else.
 */

/** The roles ProseMirror's table commands look for on the schema's nodes. */
const TABLE_ROLES: Readonly<Record<string, string>> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

/** A span attribute: written only when it is more than one, as the sanitiser and the reader expect. */
const span = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (element: HTMLElement) => {
    const value = Number(element.getAttribute(name) ?? 1);
    return Number.isSafeInteger(value) && value > 0 ? value : 1;
  },
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[name] === 1 ? {} : { [name]: String(attributes[name]) },
});

const cellAttributes = () => ({ colspan: span('colspan'), rowspan: span('rowspan') });

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  extendNodeSchema(extension) {
    const role = TABLE_ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      Tab: () =>
        this.editor.isActive('table') && goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () =>
        this.editor.isActive('table') && goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

export const TABLE_EXTENSIONS = [Table, TableRow, TableHeader, TableCell];

/** A table of `rows` rows (the first of header cells) and `columns` columns, each cell an empty paragraph. */
function tableNode(editor: Editor, rows: number, columns: number): PmNode {
  const { nodes } = editor.schema;
  const row = (header: boolean) => {
    const type = header ? nodes.tableHeader : nodes.tableCell;
    const cells = Array.from({ length: columns }, () => type?.createAndFill());
    return nodes.tableRow?.create(
      null,
      cells.filter((cell): cell is PmNode => cell !== null && cell !== undefined),
    );
  };
  const body = Array.from({ length: rows }, (_, index) => row(index === 0)).filter(
    (made): made is PmNode => made !== undefined,
  );
  const table = nodes.table?.create(null, body);
  if (!table) throw new Error('The editor has no table node.');
  return table;
}

type TableCommand = typeof addRowAfter;

/** Runs one of ProseMirror's table commands on the editor, keeping the editor focused. */
const run = (editor: Editor, command: TableCommand) =>
  editor
    .chain()
    .focus()
    .command(({ state, dispatch }) => command(state, dispatch))
    .run();

/** What the toolbar does with tables. */
export const tableActions = {
  insert: (editor: Editor, rows = 3, columns = 3) =>
    editor
      .chain()
      .focus()
      .command(({ tr, dispatch }) => {
        if (dispatch) {
          // The cursor goes into the new table's first cell, ready for typing.
          const offset = tr.selection.from + 1;
          tr.replaceSelectionWith(tableNode(editor, rows, columns)).scrollIntoView();
          tr.setSelection(TextSelection.near(tr.doc.resolve(offset)));
        }
        return true;
      })
      .run(),
  addRow: (editor: Editor) => run(editor, addRowAfter),
  removeRow: (editor: Editor) => run(editor, deleteRow),
  addColumn: (editor: Editor) => run(editor, addColumnAfter),
  removeColumn: (editor: Editor) => run(editor, deleteColumn),
  remove: (editor: Editor) => run(editor, deleteTable),
  inTable: (editor: Editor) => isInTable(editor.state),
};
