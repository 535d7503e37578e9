import { useEffect } from 'react';

/** The product's name: the logo's text and the end of every page's title. */
export const PRODUCT_NAME = 'Portalen';

/** A page's document title: what a browser tab, the history and bookmarks show. */
export const documentTitle = (page: string) => `${page} – ${PRODUCT_NAME}`;

/** Sets the document's title to the page's (PageHeader and PublicPage call it with their h1). */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
