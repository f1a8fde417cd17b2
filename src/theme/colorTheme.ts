import type { ThemeName } from '../../machines/themeMachine';
import { darkTheme, lightThemeClass } from '../../tokens/stitches.config';

export const themeStorageKey = 'color-theme';

const themeClass: Record<ThemeName, string> = { light: lightThemeClass, dark: darkTheme.className };

const systemPrefersDark = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The theme chosen on an earlier visit, if storage allows. */
export function rememberedTheme(): ThemeName | null {
  try {
    const value = window.localStorage.getItem(themeStorageKey);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function shownTheme(): ThemeName {
  const root = document.documentElement.classList;
  if (root.contains(themeClass.dark)) return 'dark';
  if (root.contains(themeClass.light)) return 'light';
  return systemPrefersDark().matches ? 'dark' : 'light';
}

export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement.classList;
  root.remove(themeClass.light, themeClass.dark);
  root.add(themeClass[theme]);
}

export function rememberTheme(theme: ThemeName): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private modes may refuse storage: the theme still applies for this page.
  }
}

export function onSystemThemeChange(listener: (theme: ThemeName) => void): () => void {
  const query = systemPrefersDark();
  const handle = (event: MediaQueryListEvent) => listener(event.matches ? 'dark' : 'light');
  query.addEventListener('change', handle);
  return () => query.removeEventListener('change', handle);
}

/** Runs in `<head>` before first paint, so a remembered theme never flashes; the CSP allows it by hash. */
export const themeHeadScript =
  `try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});` +
  `if(t==="light"||t==="dark")document.documentElement.classList.add(t==="dark"?${JSON.stringify(themeClass.dark)}:${JSON.stringify(themeClass.light)})}catch(e){}`;
