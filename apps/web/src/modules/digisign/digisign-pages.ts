/** The digital signature screens behind its navigation entries (entry-pages.ts). */
export { MastersPage } from './MastersPage';
export { SignaturesPage } from './SignaturesPage';
