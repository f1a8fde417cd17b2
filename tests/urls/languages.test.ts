/** @jest-environment node */
import { languageOfPath, languagePrefix, localPath, prefixIn } from '../../src/urls/languages';

describe("a further language's addresses", () => {
  it('live under its tag in lower case, its home with a slash', () => {
    expect(languagePrefix('pt-BR')).toBe('/pt-br');
    expect(languagePrefix('zh-Hant-TW')).toBe('/zh-hant-tw');
    expect(localPath('/pt-br', '/')).toBe('/pt-br/');
    expect(localPath('/pt-br', '/Projects/cr%C3%A8me')).toBe('/pt-br/Projects/cr%C3%A8me');
    expect(localPath('', '/About')).toBe('/About');
    // The default language keeps today's addresses.
    expect(prefixIn('pt-BR', 'en-US')).toBe('/pt-br');
    expect(prefixIn('en-US', 'en-US')).toBe('');
  });

  it.each([
    ['/pt-br/About', 'pt-BR', '/About'],
    ['/PT-BR/about', 'pt-BR', '/about'],
    ['/pt-br', 'pt-BR', '/'],
    ['/pt-br/', 'pt-BR', '/'],
    ['/ja/Projects/x', 'ja', '/Projects/x'],
    ['/About', undefined, '/About'],
    ['/pt-brazil/About', undefined, '/pt-brazil/About'],
    ['/pt/About', undefined, '/pt/About'],
    ['/', undefined, '/'],
  ])('%s is in %s, at %s inside it', (path, tag, inside) => {
    const language = languageOfPath(path, ['pt-BR', 'ja']);
    expect([language.tag, language.path]).toEqual([tag, inside]);
    expect(language.prefix).toBe(tag === undefined ? '' : languagePrefix(tag));
  });
});
