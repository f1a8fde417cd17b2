import { address, count, file, flag, list, name, section, words } from './fields';

/**
 * Everything site.ts holds, each field with its kind (fields.ts): the one place that says which texts
 * are words a further language translates, which are the owner's own, which are files, links and
 * flags. site.ts `satisfies` the type it makes; a further language's file, the way its words are laid
 * over the default language's, the content check and the leftover-sample check all follow from it.
 * A new field is one line here and its value in site.ts (and in the other owners' site.ts under
 * tests/owners/); a label of the template's own is one line with its English `template` words, which
 * a site.ts may leave out. A further language's file may give its words or leave them out.
 * README.md, "Add a field".
 */
export const contract = section({
  /** Words on every page. */
  layout: section({
    /** The first Tab stop on every page: jumps past the header to the content. */
    skipLink: words({ template: 'Skip to content' }),
    /** `label` names the navigation for screen readers; `links` are the names of its links. */
    navigation: section({
      label: words({ template: 'Main' }),
      links: section({
        projects: words({ template: 'Projects' }),
        hobby: words({ template: 'Hobby' }),
        home: words({ template: 'Home' }),
        about: words({ template: 'About' }),
      }),
    }),
    /** The moon button's name for screen readers; it is pressed while the dark theme shows. */
    themeToggle: words({ template: 'Dark theme' }),
    /** Said (not shown) after a link that opens a new tab: the footer's links and View PDF. */
    newTabNote: words({ template: '(opens in a new tab)' }),
    /** Shown while a page's code arrives, on a slow connection. */
    loading: words({ template: 'Loading…' }),
    /**
     * Where the site has more than one language: offered, in this language, to a visitor whose
     * browser prefers it to the page's (a page in another language shows this language's words).
     */
    languageNotice: section({ text: words(), follow: words(), dismiss: words() }),
  }),
  owner: section({
    /** A further language may write the name its own way (`Laila Haddad` beside `ليلى حداد`). */
    name: words({ own: true, translated: 'optional' }),
    /** The name's first word: a further language's follows from its own name. */
    firstName: words({ translated: false }),
    role: words(),
    graduation: section({ year: count(), degree: words(), school: words({ own: true }) }),
    summary: words({ own: true }),
    portrait: section({ src: file({ own: true, image: true }), alt: words({ own: true }) }),
  }),
  home: section({
    greeting: words({ own: true }),
    intro: words({ own: true }),
    graduationLine: words({ own: true }),
    jobLine: words({ own: true }),
    hobbyLinkText: words({ template: 'See what I do when I am not coding' }),
  }),
  /** A PDF, a Word file or both: either may be left out, never both (the content check says so). */
  resume: section({
    heading: words({ template: 'Resume' }),
    pdf: section(
      {
        /** A further language may have its own file, with its own name. */
        href: file({ own: true, extension: '.pdf', translated: 'optional' }),
        downloadLabel: words({ template: 'Download PDF' }),
        viewLabel: words({ template: 'View PDF' }),
        retryLabel: words({ template: 'Retry PDF download' }),
      },
      { optional: true },
    ),
    word: section(
      {
        href: file({ own: true, extension: '.docx', translated: 'optional' }),
        downloadLabel: words({ template: 'Download Word' }),
        retryLabel: words({ template: 'Retry Word download' }),
      },
      { optional: true },
    ),
    /** `{file}` is the file's name. */
    messages: section({
      downloading: words({ placeholders: ['{file}'], template: 'Downloading {file}…' }),
      /** Said once the browser has the file; whether it keeps it is up to the browser. */
      started: words({ placeholders: ['{file}'], template: 'Download started: {file}.' }),
      /** `{reason}` is one of `reasons`. */
      failed: words({ placeholders: ['{file}', '{reason}'], template: "Couldn't download {file}: {reason}." }),
      reasons: section({
        /** The request got no answer: offline, or the server could not be reached. */
        unreachable: words({ template: 'no answer came from the server. Check your connection' }),
        /** `{status}` is the server's status code, such as 404. */
        status: words({ placeholders: ['{status}'], template: 'the server answered {status}' }),
        timeout: words({ template: 'it took too long' }),
        unexpected: words({ template: 'something went wrong' }),
      }),
    }),
  }),
  about: section({
    eyebrow: words({ template: 'About section' }),
    heading: words({ template: 'About Me' }),
    paragraphs: list(words({ own: true, rich: true })),
    photo: section({ src: file({ own: true, image: true }), alt: words({ own: true }) }),
  }),
  /** `title` is the tab's title. */
  hobbiesPage: section({ title: words({ template: 'Hobbies Section' }), heading: words({ template: 'Hobbies' }) }),
  hobbies: list(
    section({
      title: words(),
      description: words({ own: true, rich: true }),
      image: file({ own: true, image: true }),
    }),
    { byId: true },
  ),
  projectsPage: section({
    /** The tab's title. */
    title: words({ template: 'Project Section' }),
    heading: words({ template: 'Projects' }),
    subheading: words({ template: "Here is a list of all the projects that I've worked on!" }),
    /** On a project's own page, the link back to all projects. */
    allProjectsLink: words({ template: 'All projects' }),
    /** The words of a project's popup; `{title}` is the project's title. */
    popup: section({
      /** The ✕ button's name for screen readers. */
      closeLabel: words({ template: 'Close' }),
      imageAlt: words({ placeholders: ['{title}'], template: 'Preview of {title}' }),
      /** The link to the source, for a project with `code: true`. */
      sourceLink: words({ template: 'Github available' }),
      /** The unavailable button and its note, for a project with `code: false`. */
      privateSource: words({ template: 'Contact for Code' }),
      privateSourceNote: words({ template: 'The source is private; ask me about it.' }),
      durationLabel: words({ template: 'Duration:' }),
      stackLabel: words({ template: 'Stack:' }),
      descriptionLabel: words({ template: 'Description:' }),
    }),
  }),
  projects: list(
    section({
      title: words(),
      /**
       * The id in the project's address instead of the one its title makes. A further language may
       * give its own (`/fr/Projects/site-web-2`); its file still names the project by this language's id.
       */
      slug: name({ optional: true, translated: 'optional' }),
      image: file({ own: true, image: true }),
      duration: words(),
      /** Technology names read the same in most languages. */
      stack: words({ translated: 'optional' }),
      description: words({ own: true, rich: true }),
      code: flag(),
      /** `""` where the source has no address. */
      link: address({ own: true, emptyAllowed: true }),
    }),
    { byId: true },
  ),
  socialLinks: list(
    section({
      /** The network's name: the link's name for screen readers, and its tooltip. */
      name: words(),
      /** The profile's address (https://), linked with `rel="me"`, or an e-mail address (`mailto:…`). */
      href: address({ own: true }),
      /**
       * The network's mark, drawn in the footer's colour: its name in simple-icons (`'github'`,
       * `'mastodon'`; https://simpleicons.org), or the path of an SVG of your own under `public/`
       * (`'/images/icons/linkedin.svg'`), of which only the shape shows.
       */
      icon: name(),
    }),
    { translated: false },
  ),
  footer: section({
    /** Above the links of `socialLinks`. */
    followText: words({ template: 'Follow me on:' }),
    /** `{year}` becomes the current year. */
    copyright: words({ own: true, placeholders: ['{year}'] }),
  }),
  siteUrl: address({ own: true, translated: false }),
  language: name({ translated: false }),
  /** What search results and link previews say of each page. */
  pageMeta: section({
    /** A page's description, where left out, is the owner's summary (`owner.summary`). */
    home: section({ description: words({ own: true, optional: true }) }),
    about: section({ description: words({ own: true, optional: true }) }),
    hobby: section({ description: words({ own: true, optional: true }) }),
    projects: section({ description: words({ own: true, optional: true }) }),
    project: section({ previewAlt: words({ own: true, placeholders: ['{title}'] }) }),
    notFound: section({ title: words({ own: true }), description: words({ template: 'This page does not exist.' }) }),
  }),
  notFound: section({
    heading: words({ template: 'Error 404: Not Found' }),
    text: words({
      template: 'The page you were looking for does not exist. It may have moved, or the link may have a typo.',
    }),
    homeLink: words({ template: 'Go to the home page' }),
  }),
  errorPages: section({
    /** A page's code did not arrive (a dropped connection, or the site was just updated). */
    pageNotLoaded: section({
      heading: words({ template: 'This page could not load' }),
      text: words({
        template:
          'Part of the site did not arrive, perhaps because the connection dropped or the site was just updated. Reloading usually fixes it.',
      }),
    }),
    /** A page broke while it was being shown. */
    pageBroken: section({
      heading: words({ template: 'Something went wrong' }),
      text: words({
        template:
          'An unexpected error stopped this page from showing. Reloading may help; if it does not, the home page still works.',
      }),
    }),
    /** Over a page whose scripts could not start; the page still reads and its links work. */
    appNotStarted: words({
      template:
        'Part of this site did not load, perhaps because the connection dropped or the site was just updated. You can read on, or reload to get everything.',
    }),
    /** The button on both error pages and under `appNotStarted`. */
    reloadButton: words({ template: 'Reload the page' }),
    homeLink: words({ template: 'Go to the home page' }),
  }),
});

export type Contract = typeof contract;
