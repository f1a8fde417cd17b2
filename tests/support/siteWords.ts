/**
 * The words the site says around the owner's own data, as a visitor sees or hears them, read from
 * the content module: tests ask for these instead of writing the sample's labels out, so they pass
 * for any owner's words.
 */
import { errorPages, layout, notFound, projectsPage, resume } from '../../src/content';
import { navigation, siteLanguages } from '../../src/routes/siteTable';
import type { ResumeFile, SocialLinkEntry } from '../../src/content/model';
import { isMailAddress, languageName, newTabText } from '../../src/content/model';
import { fillIn } from '../../src/text/fillIn';

const { popup } = projectsPage;
const { messages } = resume;

/** The name of a link that opens a new tab: its text and the new-tab note. */
export const opensNewTab = (name: string) => `${name}${newTabText(layout.newTabNote)}`;

/** A footer link's name: a profile's says it opens a new tab, an e-mail address's does not. */
export const socialLinkName = (link: SocialLinkEntry) =>
  isMailAddress(link.href) ? link.name : opensNewTab(link.name);

/** The navigation link to `href` (e.g. `/Projects`): its name. */
export function navName(href: string): string {
  const item = navigation.find((candidate) => candidate.href === href);
  if (!item) throw new Error(`The navigation has no link to ${href}.`);
  return item.name;
}

export const siteWords = {
  skipLink: layout.skipLink,
  navigation: layout.navigation.label,
  /** The language switcher's links, each language named in itself; none on a site of one language. */
  languages: siteLanguages.length > 1 ? siteLanguages.map((tag) => languageName(tag, siteLanguages)) : [],
  themeToggle: layout.themeToggle,
  homeLink: notFound.homeLink,
  pageNotLoaded: errorPages.pageNotLoaded.heading,
  reload: errorPages.reloadButton,
  popup: {
    close: popup.closeLabel,
    sourceLink: popup.sourceLink,
    privateSource: popup.privateSource,
    privateSourceNote: popup.privateSourceNote,
    duration: popup.durationLabel,
    stack: popup.stackLabel,
    description: popup.descriptionLabel,
    imageAlt: (title: string) => fillIn(popup.imageAlt, { title }),
  },
  resume: {
    /** View PDF's name (a site with a PDF has it): its label and the new-tab note. */
    viewPdf: (pdf: { viewLabel: string }) => opensNewTab(pdf.viewLabel),
    downloading: (file: ResumeFile) => fillIn(messages.downloading, { file: file.fileName }),
    started: (file: ResumeFile) => fillIn(messages.started, { file: file.fileName }),
    /** The failure's sentence up to its reason, which the machine decides. */
    failedStart: (file: ResumeFile) => fillIn(messages.failed, { file: file.fileName }).split('{reason}')[0],
    failedWithStatus: (file: ResumeFile, status: number) =>
      fillIn(messages.failed, { file: file.fileName, reason: fillIn(messages.reasons.status, { status }) }),
  },
};
