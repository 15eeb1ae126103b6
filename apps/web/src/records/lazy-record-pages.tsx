import { type ComponentProps, use } from 'react';
import { pageChunk } from '../app/page-chunk';

const listPage = pageChunk(() => import('./list/RecordListPage'));
const formPage = pageChunk(() => import('./form/RecordFormPage'));

type ListPageProps = ComponentProps<Awaited<ReturnType<typeof listPage>>['RecordListPage']>;
type FormPageProps = ComponentProps<Awaited<ReturnType<typeof formPage>>['RecordFormPage']>;

/** The record screens are their own chunks: the grid and form inputs load only when a list is opened. */
export function RecordListPage(props: ListPageProps) {
  const { RecordListPage: Page } = use(listPage());
  return <Page {...props} />;
}

export function RecordFormPage(props: FormPageProps) {
  const { RecordFormPage: Page } = use(formPage());
  return <Page {...props} />;
}

/**
 * Starts fetching a record page's chunk while the screen still asks for its object's definition and
 * the person's permissions, so the code is there when they answer instead of being fetched after.
 */
export function preloadRecordPage(view: 'list' | 'detail'): void {
  // pageChunk handles a failure itself; the page's own `use` of the same import reports it.
  void (view === 'list' ? listPage() : formPage());
}
