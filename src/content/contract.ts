import { address, count, file, flag, list, name, section, words } from './fields';

/**
 * Everything site.ts holds, each field with its kind (fields.ts): the one place that says which texts
 * are words a further language translates, which are the owner's own, which are files, links and
 * flags. site.ts `satisfies` the type it makes; a further language's file, the way its words are laid
 * over the default language's, the content check and the leftover-sample check all follow from it.
 * A new field is one line here and its value in site.ts (and in the other owners' site.ts under
 * tests/owners/); a further language's file may give its words or leave them out. README.md, "Add a field".
 */
export const contract = section({
  /** Words on every page. */
  layout: section({
    skipLink: words(),
    navigation: section({
      label: words(),
      links: section({ projects: words(), hobby: words(), home: words(), about: words() }),
    }),
    themeToggle: words(),
    newTabNote: words(),
    loading: words(),
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
    hobbyLinkText: words(),
  }),
  /** A PDF, a Word file or both: either may be left out, never both (the content check says so). */
  resume: section({
    heading: words(),
    pdf: section(
      {
        /** A further language may have its own file, with its own name. */
        href: file({ own: true, extension: '.pdf', translated: 'optional' }),
        downloadLabel: words(),
        viewLabel: words(),
        retryLabel: words(),
      },
      { optional: true },
    ),
    word: section(
      {
        href: file({ own: true, extension: '.docx', translated: 'optional' }),
        downloadLabel: words(),
        retryLabel: words(),
      },
      { optional: true },
    ),
    messages: section({
      downloading: words({ placeholders: ['{file}'] }),
      started: words({ placeholders: ['{file}'] }),
      failed: words({ placeholders: ['{file}', '{reason}'] }),
      reasons: section({
        unreachable: words(),
        status: words({ placeholders: ['{status}'] }),
        timeout: words(),
        unexpected: words(),
      }),
    }),
  }),
  about: section({
    eyebrow: words(),
    heading: words(),
    paragraphs: list(words({ own: true, rich: true })),
    photo: section({ src: file({ own: true, image: true }), alt: words({ own: true }) }),
  }),
  hobbiesPage: section({ title: words(), heading: words() }),
  hobbies: list(
    section({
      title: words(),
      description: words({ own: true, rich: true }),
      image: file({ own: true, image: true }),
    }),
    { byId: true },
  ),
  projectsPage: section({
    title: words(),
    heading: words(),
    subheading: words(),
    allProjectsLink: words(),
    popup: section({
      closeLabel: words(),
      imageAlt: words({ placeholders: ['{title}'] }),
      sourceLink: words(),
      privateSource: words(),
      privateSourceNote: words(),
      durationLabel: words(),
      stackLabel: words(),
      descriptionLabel: words(),
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
  footer: section({ followText: words(), copyright: words({ own: true, placeholders: ['{year}'] }) }),
  siteUrl: address({ own: true, translated: false }),
  language: name({ translated: false }),
  pageMeta: section({
    home: section({ description: words({ own: true }) }),
    about: section({ description: words({ own: true }) }),
    hobby: section({ description: words({ own: true }) }),
    projects: section({ description: words({ own: true }) }),
    project: section({ previewAlt: words({ own: true, placeholders: ['{title}'] }) }),
    notFound: section({ title: words({ own: true }), description: words() }),
  }),
  notFound: section({ heading: words(), text: words(), homeLink: words() }),
  errorPages: section({
    pageNotLoaded: section({ heading: words(), text: words() }),
    pageBroken: section({ heading: words(), text: words() }),
    appNotStarted: words(),
    reloadButton: words(),
    homeLink: words(),
  }),
});

export type Contract = typeof contract;
