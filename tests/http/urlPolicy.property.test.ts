/** @jest-environment node */
import fc from 'fast-check';
import { projectId } from '../../src/content/model';
import { likelyPageForms, pageFile, pagePathOf, resolvePath } from '../../src/http/urlPolicy.mjs';
import { siteContent } from '../../src/content';
import { pagePathsOf, projectRoute } from '../../src/routes/table';
import { anyText, propertyRuns, titleArbitrary } from '../support/titleArbitraries';

/** The site's pages as site.ts names them (a further language's own slugs would come with its file). */
const pagePaths = pagePathsOf(siteContent);

/** Any id a title can make, from any text or from words of several scripts. */
const ids = fc
  .oneof(anyText, titleArbitrary)
  .map(projectId)
  .filter((id) => id !== '');

/** Percent-encoding with lower-case hex, which names the same bytes. */
const lowerHex = (path: string) => path.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());

/** Every form of `/Projects/<id>` a visitor, a browser or another site may send. */
function formsOf(id: string): string[] {
  const section = projectRoute.href('');
  const encoded = encodeURIComponent(id);
  const upper = id.toUpperCase();
  // A capital form is the same address only for letters whose capital lowercases back (not ß → SS).
  const hasCapitals = upper.toLowerCase().normalize('NFC') === id;
  return [
    `${section}${id}`,
    `${section}${encoded}`,
    lowerHex(`${section}${encoded}`),
    `${section}${id.normalize('NFD')}`,
    `${section}${encodeURIComponent(id.normalize('NFD'))}`,
    ...(hasCapitals ? [`${section.toUpperCase()}${upper}`, `${section}${encodeURIComponent(upper)}`] : []),
    `${section.toLowerCase()}${encoded}`,
    `${section}${encoded}/`,
    `${section}${encoded}.html`,
    `${section}${id}.HTML/`,
    `/${section}${encoded}`,
    `${section}${encodeURIComponent(`${id}/`)}`,
  ];
}

describe('the URL policy, for any project id', () => {
  it('writes its address in ASCII, percent-encoded, and reads it back', () => {
    fc.assert(
      fc.property(ids, (id) => {
        const address = projectRoute.href(id);
        expect(address).toMatch(/^[\x21-\x7e]+$/);
        expect(decodeURIComponent(address)).toBe(projectRoute.href('') + id);
        expect(decodeURI(encodeURI(decodeURIComponent(address)))).toBe(decodeURIComponent(address));
        // A browser that shows the address decoded sends it encoded again: the same address.
        expect(new URL(decodeURIComponent(address), 'https://example.com').pathname).toBe(address);
      }),
      propertyRuns,
    );
  });

  it('answers the canonical address with the page, and every other form of it with a redirect there', () => {
    fc.assert(
      fc.property(ids, (id) => {
        const address = projectRoute.href(id);
        const pages = [...pagePaths, address];
        expect(resolvePath(address, pages)).toEqual({ kind: 'page', path: address });
        for (const form of formsOf(id).filter((path) => path !== address)) {
          expect({ form, ...resolvePath(form, pages) }).toEqual({ form, kind: 'redirect', path: address });
        }
      }),
      propertyRuns,
    );
  });

  it('redirects every form the static hosts are given to the canonical address', () => {
    fc.assert(
      fc.property(ids, (id) => {
        const address = projectRoute.href(id);
        const pages = [...pagePaths, address];
        for (const form of likelyPageForms(address)) {
          expect(form).toMatch(/^[\x21-\x7e]+$/);
          expect({ form, ...resolvePath(form, pages) }).toEqual({ form, kind: 'redirect', path: address });
        }
      }),
      propertyRuns,
    );
  });

  it('prerenders the page to the file its decoded address names, which maps back to the address', () => {
    fc.assert(
      fc.property(ids, (id) => {
        const address = projectRoute.href(id);
        // A static host (GitHub Pages) and `send` look a request up by its decoded path.
        expect(pageFile(address)).toBe(`${decodeURIComponent(address).slice(1)}.html`);
        expect(pagePathOf(pageFile(address))).toBe(address);
      }),
      propertyRuns,
    );
  });
});
