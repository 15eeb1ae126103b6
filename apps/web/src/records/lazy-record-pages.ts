import { lazy } from 'react';

/** The record screens are their own chunks: the grid and form inputs load only when a list is opened. */
export const RecordListPage = lazy(async () => ({
  default: (await import('./list/RecordListPage')).RecordListPage,
}));
export const RecordFormPage = lazy(async () => ({
  default: (await import('./form/RecordFormPage')).RecordFormPage,
}));
