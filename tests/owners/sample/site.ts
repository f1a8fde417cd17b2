import type { SiteEntry } from './model';

// Everything the site says of you, in the order a visitor meets it (README: "Make it yours"). The
// template's labels and messages are its own, in English (contract.ts: `template`); give any of them
// here to say them otherwise, and each field's meaning is the comment above it in contract.ts.
// A `{name}` in a text is filled in where it shows (`{year}`, `{title}`, `{file}` …).

const ownerName = 'Jamie Sample';
const firstName = ownerName.split(' ')[0];

export const layout = {
  languageNotice: { text: 'This page is also in English.', follow: 'Read it in English', dismiss: 'No, thanks' },
} satisfies SiteEntry['layout'];

export const owner = {
  name: ownerName,
  firstName,
  role: 'Data Engineer',
  graduation: { year: 2023, degree: 'B.S.E. in Computer Science', school: 'Sample State University' },
  summary: `${ownerName} is a data engineer and 2023 computer science graduate who builds data pipelines, web apps and machine-learning projects.`,
  portrait: {
    src: '/images/portrait.jpg',
    alt: `Portrait of ${ownerName}`,
  },
} satisfies SiteEntry['owner'];

export const home = {
  greeting: `Hello, I'm ${ownerName}!`,
  intro: 'I build reliable data systems and friendly software, and I love learning how things work.',
  graduationLine: `I graduated in ${owner.graduation.year} with a ${owner.graduation.degree} from ${owner.graduation.school}.`,
  jobLine: `I currently work as a ${owner.role.toLowerCase()}, turning raw data into pipelines people can trust.`,
} satisfies SiteEntry['home'];

/**
 * The files are paths under `public/`, saved under their own name.
 * A PDF alone, or a Word file alone, is fine: delete `pdf` or `word` whole (View PDF goes with the
 * PDF). Not both: the section is there to offer your resume, and the content check stops on it.
 */
export const resume = {
  pdf: { href: '/Jamie_Sample_Resume.pdf' },
  word: { href: '/Jamie_Sample_Resume.docx' },
} satisfies SiteEntry['resume'];

export const about = {
  paragraphs: [
    `I studied at ${owner.graduation.school}, where I earned my ${owner.graduation.degree} in ${owner.graduation.year}. The program taught me to reason carefully about systems, from algorithms and operating systems to databases and distributed computing.`,
    'My interest in computing began with video games. I wanted to know how the worlds I played in were built, so I started modding them, then writing small programs of my own, and I never stopped.',
    'My work focuses on web development, machine learning, computer vision and databases. I enjoy the whole path from a question to a dataset to a product people can use.',
    'Right now I am learning mobile development with Swift, building an iOS app for a community I love and discovering how much care a good native interface takes.',
    'I believe in small, daily action: one commit, one chapter, one workout at a time. Progress compounds, and showing up every day matters more than waiting for the perfect moment.',
  ],
  photo: {
    src: '/images/waterfall.jpg',
    alt: `${ownerName} standing in front of a tall waterfall`,
  },
} satisfies SiteEntry['about'];

export const hobbies = [
  {
    title: 'Gaming/Pokemon Hunting!',
    description:
      'I am a shiny hunter: I try to catch every Pokemon in its rare alternate colours. As of April 2025 I have caught 995 of 1,010, with odds from 1/4096 to 1/8192 per encounter, so patience is part of the fun.',
    image: '/images/hobbies/gaming.svg',
  },
  {
    title: 'Fitness',
    description:
      'Lifting and running keep my head clear. I follow a simple plan, log every session and enjoy watching small improvements add up week after week.',
    image: '/images/hobbies/fitness.svg',
  },
  {
    title: 'Studying Languages',
    description:
      'I study Japanese and Spanish a little every day. Learning how other languages shape ideas has made me a clearer writer and a better listener.',
    image: '/images/hobbies/languages.svg',
  },
  {
    title: 'Cooking',
    description:
      'Cooking is my favourite experiment: a recipe is an algorithm you can taste. I batch-cook for the week and try one new dish every weekend.',
    image: '/images/hobbies/cooking.svg',
  },
] satisfies SiteEntry['hobbies'];

/**
 * Shown in this order; each project's address and id come from its title. In a description a blank
 * line starts a new paragraph, and `[text](https://…)` (or `mailto:…`) or a bare https:// address is
 * a link, which opens in the same tab; hobby descriptions and about.paragraphs read the same way.
 */
export const projects = [
  {
    title: 'Website 2.0',
    image: '/images/projects/website-2.svg',
    duration: 'Jun 2025-Present',
    stack: 'TypeScript, React, Material UI',
    description:
      'The new version of my personal website: a faster, typed and accessible rebuild with a cleaner design and every page reachable by keyboard.',
    code: true,
    link: 'https://github.com/jamie-sample/website-2.0',
  },
  {
    title: 'Pokebase',
    image: '/images/projects/pokebase.svg',
    duration: 'Sep 2023-Present',
    stack: 'Swift, CocoaPods, iOS',
    description:
      'An iOS app that tracks which alternate-colored Pokemon I have caught and how many are still needed, with filters by game and generation.',
    code: false,
    link: 'https://github.com/jamie-sample/pokebase',
  },
  {
    title: 'My Website',
    image: '/images/projects/my-website.svg',
    duration: 'Jul 2023-Present',
    stack: 'JavaScript, React',
    description: 'Version 1.0 of my personal website, where I first shared my projects, hobbies and resume.',
    code: true,
    link: 'https://github.com/jamie-sample/my-website',
  },
  {
    title: 'Pokemon Discord Bot',
    image: '/images/projects/discord-bot.svg',
    duration: 'Jan 2023-Present',
    stack: 'Python, Discord.py, MongoDB, SQL, CSS3, HTML',
    description:
      'A chat bot that simulates catching Pokemon with friends and lets anyone look up all 310,762 type combinations in an instant.',
    code: false,
    link: '',
  },
  {
    title: 'Notetotes',
    image: '/images/projects/notetotes.svg',
    duration: 'Sep 2022-Dec 2022',
    stack: 'Python, HTML5, CSS3, AWS, SQL, JavaScript',
    description:
      'A full-stack writing app for writers and PhD students to organise notes, drafts and sources, built with two other developers.',
    code: false,
    link: '',
  },
  {
    title: 'Scalable Search Engine',
    image: '/images/projects/search-engine.svg',
    duration: 'Mar 2022-Apr 2023',
    stack: 'Python, HTML5, CSS3, JavaScript, Bash, SQL, AWS, Hadoop',
    description:
      'A search engine over Wikipedia articles that ranks results with PageRank, computed at scale with Hadoop MapReduce.',
    code: false,
    link: '',
  },
  {
    title: 'Colorize',
    image: '/images/projects/colorize.svg',
    duration: 'Apr 2023',
    stack: 'Python, Pytorch, Numpy, Pandas, Matplotlib',
    description:
      'A neural network that brings colour to grayscale photographs, trained and evaluated with two other developers.',
    code: false,
    link: '',
  },
] satisfies SiteEntry['projects'];

/**
 * `icon`: a mark's name in simple-icons (https://simpleicons.org: `'github'`, `'mastodon'`, `'gitlab'`,
 * `'bluesky'` …) or, for a brand it has not (LinkedIn), the path of your own SVG under public/. Either
 * shows in the footer's colour.
 */
export const socialLinks = [
  { name: 'GitHub', href: 'https://github.com/jamie-sample', icon: 'github' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/in/jamie-sample', icon: '/images/icons/linkedin.svg' },
] satisfies SiteEntry['socialLinks'];

export const footer = {
  copyright: `© {year} ${firstName}. All rights reserved.`,
} satisfies SiteEntry['footer'];

/** Where the site is published; canonical links are built from it. */
export const siteUrl = 'https://jamie-sample.example.com' satisfies SiteEntry['siteUrl'];

/** The language the site is written in, as a BCP 47 tag (`en-US`, `en-GB`, `fr`, `pt-BR` …): `<html lang>`, `og:locale`. */
export const language = 'en-US' satisfies SiteEntry['language'];

/**
 * What search results and link previews say of each page; a page left out here is described by your
 * `owner.summary`, as Home is. The tab titles of Home, About, Hobbies and Projects are your name and
 * the template's `hobbiesPage.title` and `projectsPage.title` (give them to name those tabs
 * otherwise); other pages give a `title`.
 */
export const pageMeta = {
  about: {
    description: `About ${ownerName}: studies, how an interest in computing began, current work and what comes next.`,
  },
  hobby: {
    description: `${ownerName}'s hobbies: shiny Pokemon hunting, fitness, studying languages and cooking.`,
  },
  projects: {
    description: `Seven projects by ${ownerName}, from an iOS app to a Hadoop search engine, with stacks and source links.`,
  },
  /** A project's own page: its title and description come from the project. */
  project: { previewAlt: `{title}, a project by ${ownerName}` },
  notFound: { title: `Page not found · ${ownerName}` },
} satisfies SiteEntry['pageMeta'];
