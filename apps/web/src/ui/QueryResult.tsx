import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../app/api-error';
import { LoadFailed } from './LoadFailed';
import { LoadingBlock } from './LoadingBlock';

interface QueryResultProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A query's three states: waiting, failed with the server's reason and Retry, or its data drawn. */
export function QueryResult<T>({ query, children }: QueryResultProps<T>) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError)
    return <LoadFailed title={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
