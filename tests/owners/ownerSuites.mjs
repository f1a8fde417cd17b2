// The test files that read the owner's content: the other owners' runs (ownerRuns.ts) run them on
// each owner's copy of the project, and `npm run check` those of them that need no build or browser.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The tests that depend on content, as paths or folders for jest (tests/sample is the sample's own).
 * The pages' and components' jsdom tests run for the sample and for the smallest owner (every quick
 * test does: tests/owners/ownerRuns.ts): they check the template's behaviour (titles, popups,
 * downloads, tooltips, tokens) with the content's words, and another owner's words on those
 * same pages, popups, project pages and downloads are checked in a real browser by tests/e2e. What
 * does run here in jsdom reads the content a language gives: the provider, the switcher, the offer's
 * path tests and the tab titles'. The browser specs run at the phone's width (`contentWidths`), and a
 * check of layout or fit that the sample's run makes at every width at one width each, by turns
 * (`everyWidthInTheSample` in tests/e2e/widthsByTurns.ts).
 */
const suites = [
  'tests/content',
  'tests/pages/contentProvider.test.tsx',
  'tests/components/LanguageSwitcher.test.tsx',
  'tests/machines/paths/languageNotice.paths.test.tsx',
  'tests/machines/paths/pageTitle.paths.test.tsx',
  'tests/build/site.test.ts',
  'tests/build/languages.test.ts',
  'tests/build/previews.test.ts',
  'tests/browser/site.browser.test.ts',
  'tests/e2e',
];

/**
 * Suites of what the content does not change, run for the sample only. The design tokens and the
 * palettes' contrast are the template's (no content field sets them); within the files that do run
 * there, `templateIt` in tests/support/ownerRun.ts marks the checks of that kind. Browser suites of
 * behaviour: the ready mark,
 * motion (the popup's flights among it), touch, the theme, forced colours and the tooltips' hover rules act on the layout's
 * controls and on any card or footer link alike, and find the card or link to act on in the content;
 * the right-to-left mirror turns the layout around, whatever its words; the specs' reused pages are
 * cleared the same way whatever the site holds. (Text contrast measures the template's colours,
 * which no content field sets: the page-states spec measures it in the sample's run only.) The
 * language tags' rules and project ids are checked on generated tags and titles, and the image
 * candidates on generated photos of every shape in each box of the layout; the flows' widths are
 * dealt from names: none reads the content.
 */
const contentFree = [
  'tests/content/contrast.test.ts',
  'tests/content/language.test.ts',
  'tests/content/projectId.property.test.ts',
  'tests/content/slugs.test.ts',
  'tests/content/tokens.test.ts',
  'tests/e2e/app-ready.e2e.test.ts',
  'tests/e2e/cards-mid-fade.e2e.test.ts',
  'tests/e2e/forced-colors.e2e.test.ts',
  'tests/e2e/hoverable-tooltips.e2e.test.ts',
  'tests/e2e/image-candidates.e2e.test.ts',
  'tests/e2e/motion-touch.e2e.test.ts',
  'tests/e2e/page-motion.e2e.test.ts',
  'tests/e2e/page-pool.e2e.test.ts',
  'tests/e2e/popup-paths.e2e.test.ts',
  'tests/e2e/right-to-left.e2e.test.ts',
  'tests/e2e/theme.e2e.test.ts',
  'tests/e2e/widthsByTurns.test.ts',
];

/** Whether a test file drives a browser. */
export const inBrowser = (file) => /\.(e2e|browser)\.test\.tsx?$/.test(file);

/** Every test file of `suites`, as the copy has them (the same files as here). */
export const contentTestFiles = suites
  .flatMap((suite) =>
    statSync(join(root, suite)).isDirectory()
      ? readdirSync(join(root, suite), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.test\.tsx?$/.test(file))
          .map((file) => join(suite, file))
          .sort()
      : [suite],
  )
  .filter((file) => !contentFree.includes(file));
