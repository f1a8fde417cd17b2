import { darkColorVariables, darkTheme, globalCss, lightThemeClass } from '../../tokens/stitches.config';

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { WebkitTextSizeAdjust: '100%', colorScheme: 'light' },
  // Without a chosen theme (a class on <html>), follow the system's.
  '@media (prefers-color-scheme: dark)': {
    [`html:not(.${lightThemeClass})`]: { ...darkColorVariables, colorScheme: 'dark' },
  },
  [`html${darkTheme.selector}`]: { colorScheme: 'dark' },
  body: {
    margin: 0,
    minWidth: '320px',
    fontFamily: '$body',
    fontSize: '$2',
    lineHeight: '$body',
    color: '$text',
    backgroundColor: '$page',
    WebkitFontSmoothing: 'antialiased',
    // A long word breaks rather than widening the page; `anywhere` also lets flex and grid items shrink.
    overflowWrap: 'anywhere',
  },
  'h1, h2, h3, p, ul, dl, dd, figure': { margin: 0 },
  'h1, h2, h3': { lineHeight: '$tight', hyphens: 'auto' },
  img: { display: 'block', maxWidth: '100%' },
  // Words marked as another language's (useLanguageOf) keep their own direction within, but line up
  // with the page around them: an English heading on an Arabic page starts at the right. No weight,
  // so a component's own alignment still wins. Chromium knows only the prefixed value.
  ':where([lang][dir]:not(html))': { textAlign: 'match-parent' },
  '@supports (text-align: -webkit-match-parent)': {
    ':where([lang][dir]:not(html))': { textAlign: '-webkit-match-parent' },
  },
  // src/boot/showBootFailure.ts shows it when the app's code cannot load.
  '.boot-failure': {
    display: 'grid',
    gap: '$3',
    justifyItems: 'start',
    maxWidth: '$content',
    marginInline: 'auto',
    marginBottom: '$6',
    padding: '$4',
    borderRadius: '$sm',
    backgroundColor: '$dangerSurface',
    color: '$danger',
  },
  '.boot-failure button': {
    minHeight: '$touchTarget',
    paddingInline: '$5',
    border: '2px solid $brand',
    borderRadius: '$round',
    backgroundColor: '$surface',
    color: '$brand',
    font: 'inherit',
    fontWeight: '$bold',
    cursor: 'pointer',
  },
  '.boot-failure button:focus-visible': { outline: '3px solid $focusRing', outlineOffset: '3px' },
  '@motion': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
