import { LAYOUT_TYPES, type LayoutType } from '../metadata/form-schema';
import { type DesignRefusal, refusalText } from './design-refusals';

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
 * Why `child` may not be dropped into `parent`, or undefined when the drop is allowed. A child already
 * inside the parent (a reorder) does not count towards the limit.
 */
export function dropRefusalOf(
  parent: DropParent,
  child: { id?: string; type: string },
): DesignRefusal | undefined {
  if (!canDrop(parent.type, child.type)) {
    if (!isLayoutType(parent.type)) return { code: 'fieldHoldsNothing' };
    if (parent.type === 'grid' || parent.type === 'row' || parent.type === 'tabs')
      return { code: 'acceptsOnly', parent: parent.type };
    return {
      code: 'cannotHold',
      parent: parent.type,
      child: isLayoutType(child.type) ? child.type : 'field',
    };
  }
  if (parent.type === 'row') {
    const siblings = (parent.children ?? []).filter((node) => node.id !== child.id);
    if (siblings.length >= MAX_ROW_COLUMNS) return { code: 'rowFull', max: MAX_ROW_COLUMNS };
  }
  return undefined;
}

/** `dropRefusalOf` as an English sentence (the server's 422 messages), or undefined when allowed. */
export function dropRefusal(parent: DropParent, child: { id?: string; type: string }): string | undefined {
  const refusal = dropRefusalOf(parent, child);
  return refusal === undefined ? undefined : refusalText(refusal);
}
