import { languageName } from '../../src/content/model';

describe("a language's name in the switcher", () => {
  it.each([
    ['pt-BR', ['en-US', 'pt-BR'], 'Português'],
    ['en-US', ['en-US', 'pt-BR'], 'English'],
    ['pt-BR', ['pt-BR', 'pt-PT'], 'Português (Brasil)'],
    ['ja', ['en', 'ja'], '日本語'],
    ['ar', ['en', 'ar'], 'العربية'],
    ['de-CH', ['fr', 'de-CH'], 'Deutsch'],
  ])('%s among %j is %s, in its own language', (tag, languages, name) => {
    expect(languageName(tag, languages)).toBe(name);
  });
});
