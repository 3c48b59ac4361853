import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '../../components/icons.tsx';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

// Loaded on first click: the header is in every page's first chunk, which has no room to spare.
const SearchDialog = lazy(() => import('../../features/search/search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const t = useMessages(common);
  return (
    <>
      <button type="button" className="btn btn-ghost btn-circle" aria-label={t('search')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SearchIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
