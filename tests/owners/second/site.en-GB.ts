import type { Translation } from './model';

/**
 * The second owner's site in English, a further language beside their German default (site.ts): every
 * text a visitor reads, projects and hobbies found by their ids in the German content, and a resume
 * of its own under its own file name (a PDF, as the German site has).
 */

const ownerName = 'Priya Raman';
const school = 'Lakeside Institute of Technology';
const degree = 'M.Sc. in Data Science';
const role = 'Analytics Engineer';
const summary = `${ownerName} is an analytics engineer who designs lakehouse pipelines, streaming jobs and data-quality checks that teams can rely on.`;

export const translation: Translation = {
  layout: {
    skipLink: 'Jump to the main content',
    navigation: {
      label: 'Site',
      links: { projects: 'Work', hobby: 'Free time', home: 'Start', about: 'Me' },
    },
    themeToggle: 'Night mode',
    newTabNote: '(new tab)',
    loading: 'One moment…',
    languageNotice: { text: 'This page is in English too.', follow: 'Switch to English', dismiss: 'Stay here' },
  },
  owner: {
    role,
    summary,
    graduation: { degree, school },
    portrait: { alt: `${ownerName} smiling, in front of an orange wall` },
  },
  home: {
    greeting: `Hi there, I'm ${ownerName}!`,
    intro: 'I turn messy event streams into tables analysts can trust.',
    graduationLine: `I finished my ${degree} at ${school} in 2021.`,
    jobLine: `Today I work as an ${role.toLowerCase()} on a small platform team.`,
    hobbyLinkText: 'What I do away from the keyboard',
  },
  resume: {
    heading: 'My CV',
    pdf: {
      href: '/files/Priya Rāman – CV 2026.pdf',
      downloadLabel: 'Get my CV (PDF)',
      viewLabel: 'Read my CV online',
      retryLabel: 'Try the PDF again',
    },
    messages: {
      downloading: 'Fetching {file} …',
      started: 'Your browser is now downloading {file}.',
      failed: '{file} could not be downloaded ({reason}).',
      reasons: {
        unreachable: 'you seem to be offline',
        status: 'error {status} from the server',
        timeout: 'no answer in time',
        unexpected: 'an unknown problem',
      },
    },
  },
  about: {
    eyebrow: 'A little about me',
    heading: 'Who I am',
    paragraphs: [
      `I studied data science at ${school} after three years as a laboratory technician, where I catalogued thousands of spectrophotometry measurements by hand and learned, the hard way, why reproducibility matters.`,
      'Spreadsheets that broke every Monday made me curious about how data moves, and I have been fixing pipelines ever since: idempotent loads, incremental materialisations, backfills that finish before breakfast, and documentation that survives a reorganisation.',
      'I work mostly with SQL, Python and stream processing, and I care about tests for data as much as tests for code. Characterisation tests, property-based tests and reconciliation checks catch different mistakes, so I write all three.',
      'I learned most of what I know from other people’s writing: the [dbt documentation](https://docs.getdbt.com/docs/introduction) taught me to treat transformations as software, and [Designing Data-Intensive Applications](https://dataintensive.net/) taught me why streams and tables are two views of one thing.',
      'Lately I have been exploring internationalisation of dashboards and Datenqualitätsüberwachung for a German-speaking client, which turned out to be mostly about counterintuitive timezone arithmetic.',
      'Questions or ideas? Write to me at [priya@example.org](mailto:priya@example.org).',
    ],
    photo: { alt: `${ownerName} in a kayak on a green lake` },
  },
  hobbiesPage: { title: 'Away from work', heading: 'What I enjoy' },
  hobbies: {
    bouldern: {
      title: 'Bouldering',
      description: 'Twice a week at the local gym: problems are puzzles you solve with your whole body.',
    },
    klavier: {
      title: 'Piano',
      description:
        'Slowly working through the Goldberg Variations, one variation a month.\n\nRecordings, wrong notes and all: https://priya-raman.example.org/piano.',
    },
    schrebergarten: {
      title: 'Allotment gardening',
      description:
        'Tomatoes, beans and far too many courgettes every August, on a plot of the [Lakeside allotment society](https://allotments.example.org/lakeside).',
    },
  },
  projectsPage: {
    title: 'Things I built',
    heading: 'Selected work',
    subheading: 'Eleven projects, from side experiments to systems in production.',
    allProjectsLink: 'Back to all work',
    popup: {
      closeLabel: 'Close this project',
      imageAlt: 'Screenshot of {title}',
      sourceLink: 'Source on GitHub',
      privateSource: 'Ask me about the code',
      privateSourceNote: 'This code is not public, but I am happy to walk you through it.',
      durationLabel: 'When:',
      stackLabel: 'Built with:',
      descriptionLabel: 'In short:',
    },
  },
  projects: {
    'lakehouse-startpaket': {
      title: 'Lakehouse Starter',
      duration: 'Feb 2024-Present',
      description:
        'A template for small teams that want a lakehouse without a platform team.\n\nIt ships with tests for every model and a [walk-through of the design](https://priya-raman.example.org/lakehouse) that explains each choice.',
    },
    'clickstream-sitzungsbildner': {
      title: 'Clickstream Sessionizer',
      duration: 'Aug 2023-Jan 2024',
      description: 'Groups raw click events into visitor sessions in real time, at forty thousand events a second.',
    },
    'ein-datenqualitätsrahmenwerk-für-kleine-analyseteams-überall': {
      title: 'A Data Quality Framework for Small Analytics Teams Everywhere',
      duration: 'Mar 2023-Jul 2023',
      description: 'Declarative checks that run beside every pipeline and page someone only when it matters.',
    },
    'lohnabrechnungs-warehouse': {
      title: 'Payroll Warehouse',
      duration: 'Sep 2022-Feb 2023',
      description: 'A private warehouse for an employer; the code belongs to them, so it is not public.',
    },
    'gezeitentafeln-rust': {
      title: 'Tide Tables (Rust)',
      duration: 'Jun 2022',
      description: 'Tide predictions for any harbour, computed in the browser from harmonic constants.',
    },
    'masterarbeit-anomalieerkennung': {
      title: 'Thesis: Anomaly Detection',
      duration: 'Oct 2020-Jun 2021',
      description: 'Unsupervised detection of faulty sensors in a building network.',
    },
    rezeptrechner: {
      title: 'Recipe Scaler',
      duration: 'Jan 2020',
      description: 'Scales recipes by servings and converts units, offline.',
    },
    gartenplaner: {
      title: 'Garden Planner',
      duration: 'Spring 2019',
      description: 'Plans crop rotation across beds and seasons.',
    },
    ラーメン記録アプリ: {
      title: 'Ramen Log (ラーメン記録アプリ)',
      duration: 'Summer 2018',
      description: 'A notebook of ramen shops visited in Tokyo, with ratings and photos.',
    },
    'crème-brûlée-protokoll': {
      title: 'Crème Brûlée Tracker',
      duration: 'Winter 2017',
      description: 'Logs custard bakes: oven temperature, time and how the sugar crust cracked.',
    },
    karten: {
      title: 'Street & Path: a map tool',
      duration: '2016',
      description: 'Draws walking routes through Berlin on an open street map.',
    },
  },
  footer: { followText: 'Find me on:', copyright: `Copyright {year} ${ownerName}` },
  pageMeta: {
    about: { description: `How ${ownerName} came to data engineering.` },
    hobby: { description: `${ownerName} climbs, plays the piano and gardens.` },
    projects: { description: `Eleven projects by ${ownerName}.` },
    project: { previewAlt: `{title}: one of ${ownerName}'s projects` },
    notFound: { title: `Not found · ${ownerName}`, description: 'No page lives at this address.' },
  },
  notFound: {
    heading: 'Nothing here',
    text: 'This address does not lead anywhere on my site.',
    homeLink: 'Back to the start page',
  },
  errorPages: {
    pageNotLoaded: {
      heading: 'That page did not arrive',
      text: 'The connection may have dropped, or the site changed a moment ago. A reload usually helps.',
    },
    pageBroken: {
      heading: 'This page broke',
      text: 'Something unexpected happened while showing this page. Try a reload, or start again from the start page.',
    },
    appNotStarted: 'Some of this site could not load. You can keep reading, or reload for the full site.',
    reloadButton: 'Load it again',
    homeLink: 'Back to the start page',
  },
  // Names and words that read the same in both languages.
  shared: [
    'layout.navigation.links.home',
    'owner.graduation.degree',
    'footer.copyright',
    'projects.karten.duration',
    'projects.crème-brûlée-protokoll.duration',
  ],
};
