export * from './workflow-fixtures';
