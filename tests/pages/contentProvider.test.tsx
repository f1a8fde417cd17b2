/**
 * A page says what the content its root provides says, in that content's language, and nothing of the
 * content module's own: every route rendered with a copy of the content whose every text is marked
 * shows marked text only, in its headings, navigation, footer, popup, tab title and accessible names.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { useLocale } from 'react-aria/I18nProvider';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type SiteContent, siteContent } from '../../src/content';
import { ContentContext } from '../../src/hooks/useContent';
import { NotFoundEntryContext } from '../../src/hooks/useShowsNotFound';
import { Dialog } from '../../src/components/ui/Dialog';
import { routesFor } from '../../src/routes/routes';
import { tableAddresses, unknownPath } from '../support/routeTable';

const [open, close] = ['⟦', '⟧'];

/** Fields that hold addresses, files, ids or settings rather than words a visitor reads. */
const notWords = new Set([
  'href',
  'src',
  'image',
  'icon',
  'link',
  'id',
  'slug',
  'siteUrl',
  'language',
  'defaultLanguage',
]);

/** A text wrapped in ⟦…⟧, each paragraph of a rich text on its own (a blank line starts another). */
const mark = (text: string) =>
  text
    .split(/(\n\s*\n)/)
    .map((part) => (part.trim() === '' ? part : `${open}${part}${close}`))
    .join('');

/** The content with each text a visitor reads wrapped in ⟦…⟧; addresses, files and ids kept. */
function marked<Value>(value: Value, key = ''): Value {
  if (typeof value === 'string') return (notWords.has(key) ? value : mark(value)) as Value;
  if (Array.isArray(value)) return value.map((item) => marked(item, key)) as Value;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, marked(item, name)])) as Value;
  return value;
}

const markedContent: SiteContent = marked(siteContent);

/** The text of every text node in the document that has letters or digits, where it stands alone. */
function unmarkedText(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const element = node.parentElement!;
    // A marked text may be split by markup (a link in a paragraph): its block holds the marks.
    const block = element.closest('p, li, h1, h2, h3, h4, dt, dd, button') ?? element;
    // What says its own language is not this content's: the switcher's language names, each in
    // itself, and the offer of another language, in that language's words.
    if (element.closest('body [lang]')) continue;
    if (/[\p{L}\p{N}]/u.test(text) && !(block.textContent ?? '').includes(open)) texts.push(text);
  }
  return texts;
}

/** `servedNotFound`: the host answered the address with its 404 document, as main.tsx marks it. */
async function renderMarked(path: string, { servedNotFound = false } = {}) {
  const router = createMemoryRouter(routesFor(markedContent), { initialEntries: [path] });
  const view = render(
    <ContentContext value={markedContent}>
      <NotFoundEntryContext value={servedNotFound ? router.state.location.key : null}>
        <RouterProvider router={router} />
      </NotFoundEntryContext>
    </ContentContext>,
  );
  await screen.findByRole('heading', { level: 1, hidden: true });
  return { ...view, router };
}

describe.each([...tableAddresses.map(({ path }) => path), unknownPath])('the page at %s', (path) => {
  it('shows only the words of the content it was given, and takes its tab title from them', async () => {
    await renderMarked(path);
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toMatch(/^⟦.*⟧$/su);
    expect(unmarkedText()).toEqual([]);
    // A link inside a paragraph is named by words of the paragraph's text, marked as a whole.
    // (The language switcher's names are each in their own language, not this content's.)
    const standingAlone = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.closest('p') === null && !link.hasAttribute('lang'));
    const names = [screen.getByRole('navigation', { hidden: true }), ...standingAlone]
      // An icon link is named by its picture's alt (an e-mail address has no new-tab note beside it).
      .map(
        (element) =>
          element.getAttribute('aria-label') ??
          [element.textContent ?? '', ...[...element.querySelectorAll('img')].map((image) => image.alt)].join(' '),
      )
      .filter((name) => !name.includes(open));
    expect(names).toEqual([]);
    await waitFor(() => expect(document.title).toMatch(/^⟦/u));
  });
});

it("shows the 404 page in the content's words where the host answered a page's other form with its 404 document", async () => {
  await renderMarked('/aBoUt', { servedNotFound: true });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(markedContent.notFound.heading);
  expect(unmarkedText()).toEqual([]);
  await waitFor(() => expect(document.title).toBe(markedContent.pageMeta.notFound.title));
});

it("opens a project's popup in the content's words", async () => {
  const [project] = markedContent.projects;
  await renderMarked('/Projects');
  const user = userEvent.setup();
  const card = screen.getAllByRole('link').find((link) => link.textContent?.startsWith(project.title));
  await user.click(card!);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveAccessibleName(project.title);
  expect(unmarkedText()).toEqual([]);
  // A link in the description is named by words of its paragraph, marked as a whole.
  const controls = [...dialog.querySelectorAll('a, button')]
    .filter((control) => control.closest('p') === null)
    .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
  expect(controls.filter((name) => !name.includes(open))).toEqual([]);
});

it("gives react-aria's components (the popup's dialog) the page's language and its direction", async () => {
  function LocaleProbe() {
    const { locale, direction } = useLocale();
    return <p>{`react-aria reads ${locale} ${direction}`}</p>;
  }
  const arabic: SiteContent = { ...markedContent, language: 'ar-EG' };
  render(
    <ContentContext value={arabic}>
      <Dialog title="عنوان" closeLabel="إغلاق" onClose={() => {}}>
        <LocaleProbe />
      </Dialog>
    </ContentContext>,
  );
  expect(await screen.findByText(/^react-aria reads/)).toHaveTextContent('react-aria reads ar-EG rtl');
});
