import { act } from '@testing-library/react';

type Listener = (event: MediaQueryListEvent) => void;

const darkQuery = '(prefers-color-scheme: dark)';
let systemIsDark = false;
const listeners = new Set<Listener>();

/**
 * A `matchMedia` whose `prefers-color-scheme: dark` answer the test sets, and that tells listeners
 * when it changes, as a browser does when the system switches theme. Other queries never match.
 */
export function installSystemTheme(initial: 'light' | 'dark' = 'light') {
  systemIsDark = initial === 'dark';
  listeners.clear();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === darkQuery && systemIsDark;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: Listener) => {
        if (query === darkQuery) listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/** The system switches to `theme`. */
export function setSystemTheme(theme: 'light' | 'dark') {
  systemIsDark = theme === 'dark';
  act(() => {
    for (const listener of [...listeners]) listener({ matches: systemIsDark, media: darkQuery } as MediaQueryListEvent);
  });
}
