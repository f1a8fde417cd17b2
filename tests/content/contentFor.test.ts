import { contentFor, forgetLoadedContent } from '../../src/content/contentFor';
import { siteContent } from '../../src/content';

describe('contentFor: each language loaded once', () => {
  afterEach(forgetLoadedContent);

  it("gives the default language's content, loaded once for every page that asks", async () => {
    const first = contentFor(undefined);
    expect(contentFor('')).toBe(first);
    expect((await first).language).toBe(siteContent.language);
  });

  it('loads it again once forgotten, as a new test starts', async () => {
    const before = contentFor(undefined);
    await before;
    forgetLoadedContent();
    const after = contentFor(undefined);
    expect(after).not.toBe(before);
    expect(await after).toEqual(await before);
  });
});
