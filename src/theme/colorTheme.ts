import type { ThemeName } from '../../machines/themeMachine';
import { darkTheme, lightThemeClass } from '../../tokens/stitches.config';
import { storedChoice } from '../storage/storedChoice';

export const themeStorageKey = 'color-theme';

const themeClass: Record<ThemeName, string> = { light: lightThemeClass, dark: darkTheme.className };

const systemPrefersDark = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The theme chosen on an earlier visit, if storage allows (the theme still applies to this page when it does not). */
const themeChoice = storedChoice<ThemeName>(themeStorageKey, ['light', 'dark']);

export const rememberedTheme = themeChoice.read;

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

export const rememberTheme = themeChoice.write;

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
