import { LAYOUT_TYPES, type LayoutType } from '../metadata/form-schema';

/** Spec 001 §5.2 and §9: a row holds at most 4 columns (the grid is 12 wide). */
export const MAX_ROW_COLUMNS = 4;

export function isLayoutType(type: string): type is LayoutType {
  return (LAYOUT_TYPES as readonly string[]).includes(type);
}

/** What each layout node accepts as a direct child; see docs/decisions/0007-form-designer-model.md. */
type Acceptance = { only: readonly LayoutType[] } | { except: readonly LayoutType[] };

// §5.2 reads "columns, tabs and containers reject rows, tabs and columns". A tab set must live
// somewhere and a grid takes only rows, so a column does take a tab set; panes and containers do not.
const STRUCTURAL_PIECES: readonly LayoutType[] = ['row', 'col', 'tab'];
const ACCEPTS: Record<LayoutType, Acceptance> = {
  grid: { only: ['row'] },
  row: { only: ['col'] },
  tabs: { only: ['tab'] },
  col: { except: STRUCTURAL_PIECES },
  tab: { except: [...STRUCTURAL_PIECES, 'tabs'] },
  container: { except: [...STRUCTURAL_PIECES, 'tabs'] },
  containerWithTitle: { except: [...STRUCTURAL_PIECES, 'tabs'] },
  rowContainer: { except: [...STRUCTURAL_PIECES, 'tabs'] },
};

const NAMES: Record<LayoutType, string> = {
  grid: 'grid',
  row: 'row',
  col: 'column',
  container: 'container',
  containerWithTitle: 'section',
  rowContainer: 'row container',
  tabs: 'tab set',
  tab: 'tab',
};

const ONLY_MESSAGES: Partial<Record<LayoutType, string>> = {
  grid: 'A grid accepts only rows.',
  row: 'A row accepts only columns.',
  tabs: 'A tab set accepts only tabs.',
};

/** The name the designer uses for a node type in its messages. */
export function nodeTypeName(type: string): string {
  return isLayoutType(type) ? NAMES[type] : 'field';
}

/** Whether a node of `childType` may sit directly inside a node of `parentType` (ignoring counts). */
export function canDrop(parentType: string, childType: string): boolean {
  if (!isLayoutType(parentType)) return false;
  const rule = ACCEPTS[parentType];
  const child = isLayoutType(childType) ? childType : undefined;
  if ('only' in rule) return child !== undefined && rule.only.includes(child);
  return child === undefined || !rule.except.includes(child);
}

interface DropParent {
  type: string;
  children?: readonly { id: string; type: string }[];
}

/**
 * Why `child` may not be dropped into `parent`, as a sentence for the visible cue, or undefined when
 * the drop is allowed. A child already inside the parent (a reorder) does not count towards the limit.
 */
export function dropRefusal(parent: DropParent, child: { id?: string; type: string }): string | undefined {
  if (!canDrop(parent.type, child.type)) {
    if (!isLayoutType(parent.type)) return 'A field cannot hold other elements.';
    const only = ONLY_MESSAGES[parent.type];
    if (only !== undefined) return only;
    return `${article(nodeTypeName(parent.type), true)} cannot hold ${article(nodeTypeName(child.type), false)}.`;
  }
  if (parent.type === 'row') {
    const siblings = (parent.children ?? []).filter((node) => node.id !== child.id);
    if (siblings.length >= MAX_ROW_COLUMNS) return `A row holds at most ${MAX_ROW_COLUMNS} columns.`;
  }
  return undefined;
}

function article(noun: string, capital: boolean): string {
  const word = /^[aeiou]/.test(noun) ? 'an' : 'a';
  return `${capital ? word.charAt(0).toUpperCase() + word.slice(1) : word} ${noun}`;
}
