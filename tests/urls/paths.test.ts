import { isCurrentPath, pageOf, paths, projectPath } from '../../src/urls/paths';

describe('which page an address shows', () => {
  it('takes a project address for the Projects page, whatever its case and trailing slashes', () => {
    expect(pageOf(projectPath.getHref('colorize'))).toBe('/projects');
    expect(pageOf('/PROJECTS/Colorize//')).toBe('/projects');
    expect(pageOf('/Projects/')).toBe('/projects');
    expect(pageOf('/Projectsx')).toBe('/projectsx');
    expect(pageOf('/')).toBe('/');
  });

  it.each([
    ['/Projects/colorize', paths.projects.path, true],
    ['/projects/', paths.projects.path, true],
    ['/Projectsx', paths.projects.path, false],
    ['/', paths.home.path, true],
    ['/Home/', paths.root.path, true],
    ['/About', paths.projects.path, false],
    ['/About/colorize', paths.about.path, false],
  ])('%s shows the page at %s: %s', (pathname, path, shows) => {
    expect(isCurrentPath(pathname, path)).toBe(shows);
  });
});
