import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readSearchFragment, searchFragment } from './search-fragment';

/** Writes the term into `#search/{term}` on Enter or blur, and restores it from the URL on load. */
export function SearchBox({ onSearch }: { onSearch?: ((term: string) => void) | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = readSearchFragment(location.hash);
  const [term, setTerm] = useState(fromUrl);
  const [shownUrlTerm, setShownUrlTerm] = useState(fromUrl);
  // Only a new term in the address replaces what is typed: a page that registers its search handler
  // after the person started typing (its chunk still loading) must not wipe their text.
  if (shownUrlTerm !== fromUrl) {
    setShownUrlTerm(fromUrl);
    setTerm(fromUrl);
  }

  useEffect(() => {
    onSearch?.(fromUrl);
  }, [fromUrl, onSearch]);

  const submit = () => {
    const hash = searchFragment(term);
    if (hash === location.hash || (!hash && !location.hash)) return;
    navigate({ pathname: location.pathname, search: location.search, hash }, { replace: true });
  };

  return (
    <Input.Search
      aria-label={t('topBar.search')}
      placeholder={t('topBar.searchPlaceholder')}
      value={term}
      allowClear
      type="search"
      onChange={(event) => setTerm(event.target.value)}
      onSearch={submit}
      onBlur={submit}
      className="atrium-topbar__search"
    />
  );
}
