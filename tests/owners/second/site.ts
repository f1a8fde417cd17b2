import type { Hobby, Image, Owner, ProjectEntry, ResumeEntry, SitePageMeta, SocialLinkEntry } from './model';

/**
 * A second owner, unlike the sample in every way the content allows: another name, other words for
 * every label and message, eleven projects (one private, one with a long title, one description with
 * two paragraphs and a link, titles in Japanese and with accents, one with its own slug), three hobbies with JPEG and PNG photos of odd sizes (one with two
 * paragraphs and a bare address, one with a link), a longer About text than the sample's, with
 * longer words, a paragraph with two links and one with a mailto link, a project title ending in ")",
 * resume files named with spaces and accented letters and a site address with a path.
 * `tests/owners/secondOwner.test.ts` puts it in place of `src/content/site.ts`, as an owner following
 * the README would, and runs the content-dependent tests against it.
 */

const ownerName = 'Priya Raman';
const firstName = ownerName.split(' ')[0];

export const layout = {
  skipLink: 'Jump to the main content',
  navigation: {
    label: 'Site',
    links: { projects: 'Work', hobby: 'Free time', home: 'Start', about: 'Me' },
  },
  themeToggle: 'Night mode',
  newTabNote: '(new tab)',
  loading: 'One moment…',
  /**
   * Where the site has more than one language: offered, in this language, to a visitor whose browser
   * prefers it to the page's (a page in another language shows this language's words).
   */
  languageNotice: { text: 'This page is in English too.', follow: 'Switch to English', dismiss: 'Stay here' },
};

export const owner: Owner = {
  name: ownerName,
  firstName,
  role: 'Analytics Engineer',
  graduation: { year: 2021, degree: 'M.Sc. in Data Science', school: 'Lakeside Institute of Technology' },
  summary: `${ownerName} is an analytics engineer who designs lakehouse pipelines, streaming jobs and data-quality checks that teams can rely on.`,
  portrait: {
    src: '/images/portrait-priya.jpg',
    alt: `${ownerName} smiling, in front of an orange wall`,
  },
};

export const home = {
  greeting: `Hi there, I'm ${ownerName}!`,
  intro: 'I turn messy event streams into tables analysts can trust.',
  graduationLine: `I finished my ${owner.graduation.degree} at ${owner.graduation.school} in ${owner.graduation.year}.`,
  jobLine: `Today I work as an ${owner.role.toLowerCase()} on a small platform team.`,
  hobbyLinkText: 'What I do away from the keyboard',
};

export const resume: ResumeEntry = {
  heading: 'My CV',
  pdf: {
    href: '/files/Priya Rāman – CV 2026.pdf',
    downloadLabel: 'Get my CV (PDF)',
    viewLabel: 'Read my CV online',
    retryLabel: 'Try the PDF again',
  },
  word: {
    href: '/files/Priya Rāman – CV 2026.docx',
    downloadLabel: 'Get my CV (Word)',
    retryLabel: 'Try the Word file again',
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
};

export const about = {
  eyebrow: 'A little about me',
  heading: 'Who I am',
  paragraphs: [
    `I studied data science at ${owner.graduation.school} after three years as a laboratory technician, where I catalogued thousands of spectrophotometry measurements by hand and learned, the hard way, why reproducibility matters.`,
    'Spreadsheets that broke every Monday made me curious about how data moves, and I have been fixing pipelines ever since: idempotent loads, incremental materialisations, backfills that finish before breakfast, and documentation that survives a reorganisation.',
    'I work mostly with SQL, Python and stream processing, and I care about tests for data as much as tests for code. Characterisation tests, property-based tests and reconciliation checks catch different mistakes, so I write all three.',
    'I learned most of what I know from other people’s writing: the [dbt documentation](https://docs.getdbt.com/docs/introduction) taught me to treat transformations as software, and [Designing Data-Intensive Applications](https://dataintensive.net/) taught me why streams and tables are two views of one thing.',
    'Lately I have been exploring internationalisation of dashboards and Datenqualitätsüberwachung for a German-speaking client, which turned out to be mostly about counterintuitive timezone arithmetic.',
    'Questions or ideas? Write to me at [priya@example.org](mailto:priya@example.org).',
  ],
  photo: {
    src: '/images/about/kayak.png',
    alt: `${ownerName} in a kayak on a green lake`,
  } satisfies Image,
};

export const hobbiesPage = { title: 'Away from work', heading: 'What I enjoy' };

export const hobbies: Hobby[] = [
  {
    title: 'Bouldering',
    description: 'Twice a week at the local gym: problems are puzzles you solve with your whole body.',
    image: '/images/hobbies/climbing.jpg',
  },
  {
    title: 'Piano',
    description:
      'Slowly working through the Goldberg Variations, one variation a month.\n\nRecordings, wrong notes and all: https://priya-raman.example.org/piano.',
    image: '/images/hobbies/piano.png',
  },
  {
    title: 'Allotment gardening',
    description:
      'Tomatoes, beans and far too many courgettes every August, on a plot of the [Lakeside allotment society](https://allotments.example.org/lakeside).',
    image: '/images/hobbies/garden.jpg',
  },
];

export const projectsPage = {
  title: 'Things I built',
  heading: 'Selected work',
  subheading: 'Eleven projects, from side experiments to systems in production.',
  /** The link from a project's own page (its address visited straight) back to the grid. */
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
};

export const projects: ProjectEntry[] = [
  {
    title: 'Lakehouse Starter',
    image: '/images/projects/lakehouse.jpg',
    duration: 'Feb 2024-Present',
    stack: 'Python, dbt, DuckDB, Iceberg',
    description:
      'A template for small teams that want a lakehouse without a platform team.\n\nIt ships with tests for every model and a [walk-through of the design](https://priya-raman.example.org/lakehouse) that explains each choice.',
    code: true,
    link: 'https://github.com/priya-raman/lakehouse-starter',
  },
  {
    title: 'Clickstream Sessionizer',
    image: '/images/projects/stream.png',
    duration: 'Aug 2023-Jan 2024',
    stack: 'Kafka, Flink, Java',
    description: 'Groups raw click events into visitor sessions in real time, at forty thousand events a second.',
    code: false,
    link: '',
  },
  {
    title: 'A Data Quality Framework for Small Analytics Teams Everywhere',
    image: '/images/projects/dq.jpg',
    duration: 'Mar 2023-Jul 2023',
    stack: 'Python, Great Expectations, Airflow',
    description: 'Declarative checks that run beside every pipeline and page someone only when it matters.',
    code: true,
    link: 'https://github.com/priya-raman/dq-framework',
  },
  {
    title: 'Payroll Warehouse',
    image: '/images/projects/lakehouse.jpg',
    duration: 'Sep 2022-Feb 2023',
    stack: 'Snowflake, SQL, Fivetran',
    description: 'A private warehouse for an employer; the code belongs to them, so it is not public.',
    code: false,
    link: '',
  },
  {
    title: 'Tide Tables (Rust)',
    image: '/images/projects/stream.png',
    duration: 'Jun 2022',
    stack: 'Rust, WebAssembly',
    description: 'Tide predictions for any harbour, computed in the browser from harmonic constants.',
    code: true,
    link: 'https://github.com/priya-raman/tide-tables',
  },
  {
    title: 'Thesis: Anomaly Detection',
    image: '/images/projects/dq.jpg',
    duration: 'Oct 2020-Jun 2021',
    stack: 'Python, PyTorch, Pandas',
    description: 'Unsupervised detection of faulty sensors in a building network.',
    code: false,
    link: 'https://github.com/priya-raman/thesis',
  },
  {
    title: 'Recipe Scaler',
    image: '/images/projects/lakehouse.jpg',
    duration: 'Jan 2020',
    stack: 'TypeScript, Svelte',
    description: 'Scales recipes by servings and converts units, offline.',
    code: true,
    link: 'https://github.com/priya-raman/recipe-scaler',
  },
  {
    title: 'Garden Planner',
    image: '/images/projects/stream.png',
    duration: 'Spring 2019',
    stack: 'Python, SQLite',
    description: 'Plans crop rotation across beds and seasons.',
    code: false,
    link: '',
  },
  // Addresses beyond ASCII: a Japanese title, an accented one, and one that sets its own slug.
  {
    title: 'ラーメン記録アプリ',
    image: '/images/projects/dq.jpg',
    duration: 'Summer 2018',
    stack: 'Kotlin, Room',
    description: 'A notebook of ramen shops visited in Tokyo, with ratings and photos.',
    code: false,
    link: '',
  },
  {
    title: 'Crème Brûlée Tracker',
    image: '/images/projects/stream.png',
    duration: 'Winter 2017',
    stack: 'Python, Flask',
    description: 'Logs custard bakes: oven temperature, time and how the sugar crust cracked.',
    code: true,
    link: 'https://github.com/priya-raman/creme-brulee',
  },
  {
    title: 'Straße & Weg: Kartenwerkzeug',
    slug: 'karten',
    image: '/images/projects/lakehouse.jpg',
    duration: '2016',
    stack: 'JavaScript, Leaflet',
    description: 'Draws walking routes through Berlin on an open street map.',
    code: false,
    link: '',
  },
];

export const socialLinks: SocialLinkEntry[] = [
  { name: 'GitHub', href: 'https://github.com/priya-raman', icon: '/images/icons/github.svg' },
  { name: 'Mastodon', href: 'https://hachyderm.io/@priya', icon: '/images/icons/mastodon.svg' },
];

export const footer = {
  followText: 'Find me on:',
  copyright: `Copyright {year} ${ownerName}`,
};

export const siteUrl: string = 'https://priya-raman.github.io/portfolio';

export const language: string = 'en-GB';

export const pageMeta = {
  home: { description: owner.summary },
  about: { description: `How ${ownerName} came to data engineering.` },
  hobby: { description: `${ownerName} climbs, plays the piano and gardens.` },
  projects: { description: `Eleven projects by ${ownerName}.` },
  project: { previewAlt: `{title}: one of ${ownerName}'s projects` },
  notFound: { title: `Not found · ${ownerName}`, description: 'No page lives at this address.' },
} satisfies SitePageMeta;

export const notFound = {
  heading: 'Nothing here',
  text: 'This address does not lead anywhere on my site.',
  homeLink: 'Back to the start page',
};

export const errorPages = {
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
};
