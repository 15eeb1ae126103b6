import type { LayoutType } from '../metadata/form-schema';

/** What a refusal names: a layout element by its type, or any field. */
export type RefusalNoun = LayoutType | 'field';

/**
 * Why the designer refuses an edit or a drop, as data: the web words it in the person's language, the
 * server and the logs in English (`refusalText`).
 */
export type DesignRefusal =
  | { code: 'fieldHoldsNothing' }
  | { code: 'acceptsOnly'; parent: 'grid' | 'row' | 'tabs' }
  | { code: 'cannotHold'; parent: RefusalNoun; child: RefusalNoun }
  | { code: 'rowFull'; max: number }
  | { code: 'missing'; id: string }
  | { code: 'idTaken'; id: string }
  | { code: 'rootFixed' }
  | { code: 'intoItself' }
  | { code: 'noTarget' };

const NOUNS: Record<RefusalNoun, string> = {
  grid: 'grid',
  row: 'row',
  col: 'column',
  container: 'container',
  containerWithTitle: 'section',
  rowContainer: 'row container',
  tabs: 'tab set',
  tab: 'tab',
  field: 'field',
};

const ACCEPTS_ONLY: Record<'grid' | 'row' | 'tabs', string> = {
  grid: 'A grid accepts only rows.',
  row: 'A row accepts only columns.',
  tabs: 'A tab set accepts only tabs.',
};

function withArticle(noun: RefusalNoun, capital: boolean): string {
  const name = NOUNS[noun];
  const word = /^[aeiou]/.test(name) ? 'an' : 'a';
  return `${capital ? word.charAt(0).toUpperCase() + word.slice(1) : word} ${name}`;
}

/** The refusal as an English sentence. */
export function refusalText(refusal: DesignRefusal): string {
  switch (refusal.code) {
    case 'fieldHoldsNothing':
      return 'A field cannot hold other elements.';
    case 'acceptsOnly':
      return ACCEPTS_ONLY[refusal.parent];
    case 'cannotHold':
      return `${withArticle(refusal.parent, true)} cannot hold ${withArticle(refusal.child, false)}.`;
    case 'rowFull':
      return `A row holds at most ${refusal.max} columns.`;
    case 'missing':
      return `There is no element ${refusal.id} on the form.`;
    case 'idTaken':
      return `The id ${refusal.id} is already used on the form.`;
    case 'rootFixed':
      return 'The form itself cannot be moved.';
    case 'intoItself':
      return 'An element cannot move into itself.';
    case 'noTarget':
      return 'Drop the element on the form.';
  }
}
