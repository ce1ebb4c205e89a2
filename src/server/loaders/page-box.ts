import { mappedOnce } from '../../shared/memo.js';

const boxOf = mappedOnce((page: object) => Object.freeze({ page }));
const NO_PAGE = Object.freeze({ page: null });

/**
 * A CMS page read as a part, boxed so that "the CMS has no such page" (`{ page: null }`) differs
 * from "it could not be read" (the part's null). The same cached page gets the same box, so the
 * page's JSON kept beside it is found again instead of written per request.
 */
export function pageBox<P extends object>(page: P | null): { readonly page: P | null } {
  return page ? (boxOf(page) as { readonly page: P }) : NO_PAGE;
}
