/** @jest-environment node */
import { normaliseBasePath, publicUrl } from '../../src/urls/basePath';

describe('the base path of a build (BASE_PATH alone)', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    [' / ', '/'],
    ['portfolio', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio/', '/portfolio/'],
    ['//portfolio//', '/portfolio/'],
    ['/a/b', '/a/b/'],
  ])('%j → %s', (setting, base) => {
    expect(normaliseBasePath(setting)).toBe(base);
  });

  it('puts a file of public/ under the base path', () => {
    expect(publicUrl('/images/a.jpg', '/')).toBe('/images/a.jpg');
    expect(publicUrl('/images/a.jpg', '/portfolio/')).toBe('/portfolio/images/a.jpg');
    expect(publicUrl('images/a.jpg', '/portfolio/')).toBe('/portfolio/images/a.jpg');
  });
});
