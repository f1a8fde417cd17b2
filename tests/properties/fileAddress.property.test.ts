/** @jest-environment node */
import fc from 'fast-check';
import { resumeFiles, resumeSection } from '../../src/content/model';
import { resume } from '../../src/content';
import { fileAddress } from '../../src/urls/basePath';
import { anyText, runs } from './settings';

/** A file or folder name an owner may give (the validator refuses "..", "?" and "#" in a path). */
const fileName = anyText({ minLength: 1 }).filter((name) => !/[/?#]/.test(name) && name !== '.' && name !== '..');

/** A path under public/, as a content field holds it: `/files/Ana Núñez CV 2026.pdf`. */
const publicPath = fc
  .tuple(fc.array(fileName, { maxLength: 3 }), fileName)
  .map(([folders, name]) => `/${[...folders, name].join('/')}`);

const base = fc.constantFrom('/', '/portfolio/');

/** What a browser requests for an `href` written in a page at `origin`, and what a server reads in it. */
function requested(href: string) {
  const url = new URL(href, 'https://owner.example');
  return { pathname: url.pathname, file: url.pathname.split('/').map(decodeURIComponent).join('/') };
}

describe('a public file’s address', () => {
  it('is requested as written, in URL-safe ASCII, and names that same file under public/', () => {
    fc.assert(
      fc.property(publicPath, base, (path, basePath) => {
        const address = fileAddress(path, basePath);
        const request = requested(address);
        // The browser sends it unchanged: no character it would drop, fold or encode itself.
        expect(request.pathname).toBe(address);
        expect(address).toMatch(/^[\x21-\x7e]+$/);
        // The server, decoding each part, finds the file the content names (under the base path).
        const underBase = request.file.slice(basePath.length - 1);
        expect(underBase).toBe(path);
      }),
      runs,
    );
  });

  it('saves a resume under the name its file has in public/', () => {
    const [words] = resumeFiles(resume);
    const entry = (href: string) => ({ downloadLabel: words.downloadLabel, retryLabel: words.retryLabel, href });
    fc.assert(
      fc.property(publicPath, publicPath, (pdf, word) => {
        const section = resumeSection({
          ...resume,
          pdf: { ...entry(`${pdf}.pdf`), viewLabel: words.downloadLabel },
          word: entry(`${word}.docx`),
        });
        for (const file of resumeFiles(section)) {
          const request = requested(fileAddress(file.href, '/'));
          expect(request.file).toBe(file.href);
          expect(file.fileName).toBe(request.file.split('/').pop());
        }
      }),
      runs,
    );
  });
});
