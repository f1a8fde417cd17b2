import { notFoundDocument, resolvePath } from '../http/urlPolicy.mjs';

interface InitialAddress {
  /** The address to show instead, when the URL policy names another form. */
  replaceWith: string | null;
  /** The host answered this address with the 404 document. */
  servedNotFound: boolean;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Given the page the host served (`data-route`), a page at another form of its address (`//About`) moves
 * to its canonical one, as the Node server's redirect would; a 404 document stays the 404 page.
 * `pagePaths` is every page's address (`pagePathsOf` in ./table.ts), `otherAddresses` the other
 * addresses of pages (`otherAddressesOf`).
 */
export function settleInitialAddress(
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  servedRoute: string | undefined,
  basePath: string,
  pagePaths: readonly string[],
  otherAddresses: Readonly<Record<string, string>> = {},
): InitialAddress {
  if (servedRoute === notFoundDocument.path) {
    // The router cannot read a malformed escape (`/%E0%A`) and says so in the console: show its
    // percent signs escaped instead, which read back as the address the visitor typed.
    return {
      replaceWith: isDecodable(pathname) ? null : `${pathname.replace(/%/g, '%25')}${search}${hash}`,
      servedNotFound: true,
    };
  }
  if (!pathname.startsWith(basePath)) return { replaceWith: null, servedNotFound: false };
  const resolution = resolvePath(`/${pathname.slice(basePath.length)}`, pagePaths, otherAddresses);
  const showsServedPage =
    resolution.kind === 'redirect' && (servedRoute === undefined || resolution.path === servedRoute);
  if (!showsServedPage) return { replaceWith: null, servedNotFound: false };
  return { replaceWith: `${basePath}${resolution.path.slice(1)}${search}${hash}`, servedNotFound: false };
}
