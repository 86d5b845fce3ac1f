import { useEffect } from 'react';

/** Sets the tab title as "<page> · સગપણ Sagpan". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · સગપણ Sagpan`;
  }, [title]);
}
