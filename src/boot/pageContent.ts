import { routerPath } from '../urls/basePath';
import { languageOfPath } from '../urls/languages';
import { contentFor } from '../content/contentFor';
import { translations } from '../content/languages';

/** The language of the page at `pathname`: a further language's pages live under its prefix. */
export const languageAt = (pathname: string) => languageOfPath(routerPath(pathname) ?? '/', Object.keys(translations));

/** The content of the page at `pathname`, in its language. */
export const contentAt = (pathname: string) => contentFor(languageAt(pathname).tag);
