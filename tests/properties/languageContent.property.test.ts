/**
 * The build's loader that turns each language's content into plain data (src/build/languageContent.cjs):
 * whatever an owner writes, the module it emits gives back exactly that content, and a language file
 * that languages.ts does not list is refused by name.
 *
 * @jest-environment node
 */
import { runInThisContext } from 'node:vm';
import fc from 'fast-check';
import languageContent from '../../src/build/languageContent.cjs';
import { anyText, runs } from './settings';

interface LoaderOptions {
  defaultContent: unknown;
  contents: Record<string, unknown>;
}

/** The loader's output for `resourcePath`, as Rspack would call it with these options. */
const load = (resourcePath: string, options: LoaderOptions): string =>
  (languageContent as (this: unknown) => string).call({ resourcePath, getOptions: () => options });

/** The value the emitted module exports under `name`, evaluated as the browser would run it. */
function exported(source: string, name: string): unknown {
  const body = source.replace(/^export const /, 'const ');
  return runInThisContext(`(() => {\n${body}\nreturn ${name};\n})()`) as unknown;
}

/** Content of any shape the model allows: nested objects and lists of any text, numbers and flags. */
const content = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    anyText(),
    // Texts that end a script or a line in some readers of JavaScript.
    fc.constantFrom('</script>', '\u2028', '\u2029', '"\\\'`${x}', '\0'),
    fc.integer(),
    fc.boolean(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyText({ minLength: 1, maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe("the build's language content loader", () => {
  it("gives back the default language's content, whatever its text", () => {
    fc.assert(
      fc.property(content, (defaultContent) => {
        const source = load('/project/src/content/index.ts', { defaultContent, contents: {} });
        expect(exported(source, 'siteContent')).toEqual(defaultContent);
      }),
      runs,
    );
  });

  it("gives a further language's file its own content, and no other language's", () => {
    fc.assert(
      fc.property(content, content, (portuguese, japanese) => {
        const contents = { 'pt-BR': portuguese, ja: japanese };
        const source = load('/project/src/content/site.pt-BR.ts', { defaultContent: {}, contents });
        expect(exported(source, 'content')).toEqual(portuguese);
      }),
      runs,
    );
  });

  it('refuses a language file that languages.ts does not list, naming both', () => {
    expect(() => load('/project/src/content/site.fr.ts', { defaultContent: {}, contents: { ja: {} } })).toThrow(
      '/project/src/content/site.fr.ts is not listed in src/content/languages.ts.',
    );
  });
});
