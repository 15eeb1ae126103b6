import { describe, expect, it } from 'vitest';
import { readSearchFragment, searchFragment } from '../search-fragment';

describe('search fragment', () => {
  it('writes the term as #search/{term}, encoded', () => {
    expect(searchFragment('acme')).toBe('#search/acme');
    expect(searchFragment('  Acme & Co/2 ')).toBe('#search/Acme%20%26%20Co%2F2');
  });

  it('clears the fragment for an empty term', () => {
    expect(searchFragment('   ')).toBe('');
  });

  it('reads back what it wrote, including non-Latin text', () => {
    for (const term of ['acme', 'Acme & Co/2', 'شركة', 'कंपनी']) {
      expect(readSearchFragment(searchFragment(term))).toBe(term);
    }
  });

  it('ignores other fragments and tolerates bad encoding', () => {
    expect(readSearchFragment('#id_token=abc')).toBe('');
    expect(readSearchFragment('')).toBe('');
    expect(readSearchFragment('#search/100%')).toBe('100%');
  });
});
