import type { Translation } from './model';

/**
 * The third owner's site in English, a further language beside their Arabic default (site.ts): every
 * text a visitor reads, projects and hobbies found by their ids in the Arabic content. It has no resume
 * files of its own: the English pages offer the Arabic-named ones (the CV is in both languages). It
 * leaves the About page out, as an owner adding a language a page at a time does: /en/About shows
 * the Arabic words, and no set of alternates names it.
 */

const ownerName = 'Laila Haddad';
const school = 'Coastal Institute of Technology';
const degree = 'BSc in Computer Science';
const role = 'Front-End Engineer';
const summary = `${ownerName} is a front-end engineer in Beirut who builds fast sites that read as well right to left as left to right, and that anyone can use with a keyboard or a screen reader.`;

export const translation: Translation = {
  layout: {
    skipLink: 'Go to the content',
    navigation: {
      label: 'Site',
      links: { projects: 'Work', hobby: 'Pastimes', home: 'Home', about: 'About me' },
    },
    themeToggle: 'Dark mode',
    newTabNote: '(opens a new tab)',
    loading: 'Just a moment…',
    languageNotice: {
      text: 'There is an English version of this page.',
      follow: 'Read in English',
      dismiss: 'Stay on this page',
    },
  },
  owner: {
    // The name in Latin letters on this language's pages (tab titles, the header, link previews).
    name: ownerName,
    role,
    summary,
    graduation: { degree, school },
    portrait: { alt: `${ownerName} smiling in front of a sand-coloured wall` },
  },
  home: {
    greeting: `Hello, I’m ${ownerName}!`,
    intro: 'I make Arabic web interfaces that do not read like a translation from English.',
    graduationLine: `I earned my ${degree} from the ${school} in 2019.`,
    jobLine: `Today I am a ${role.toLowerCase()} on a small team building products for readers across the Arab world.`,
    hobbyLinkText: 'What I do away from the screen',
  },
  resume: {
    heading: 'My CV',
    pdf: {
      downloadLabel: 'Download my CV (PDF)',
      viewLabel: 'Read my CV here',
      retryLabel: 'Try the PDF once more',
    },
    word: {
      downloadLabel: 'Download my CV (Word)',
      retryLabel: 'Try the Word file once more',
    },
    messages: {
      downloading: 'Downloading {file}…',
      started: 'Your browser is downloading {file}.',
      failed: '{file} did not download ({reason}).',
      reasons: {
        unreachable: 'you appear to be offline',
        status: 'the server answered with error {status}',
        timeout: 'no reply came in time',
        unexpected: 'an unexpected problem',
      },
    },
  },
  hobbiesPage: { title: 'Away from work', heading: 'What fills my days' },
  hobbies: {
    'العزف-على-العود': {
      title: 'Playing the oud',
      description:
        'I have been learning the oud for three years with a teacher in Achrafieh, and maqam sikah still beats me in every lesson.',
    },
    'السباحة-في-البحر': {
      title: 'Sea swimming',
      description:
        'Every summer Sunday I swim from the rocks of Byblos to the farthest buoy and back.\n\nGroup swim times are here: https://swim.example.net/byblos',
    },
    'الخط-العربي': {
      title: 'Arabic calligraphy',
      description:
        'I practise ruq’ah script with a reed pen, one page every night, following [Hashim al-Baghdadi’s copybook](https://calligraphy.example.org/riqaa).',
    },
    'خبز-المناقيش': {
      title: 'Baking manakish',
      description:
        'Saturday mornings belong to me and the oven: za’atar and cheese manakish for every neighbour who smells them and knocks.',
    },
    'الجري-عند-الفجر': {
      title: 'Running at dawn',
      description: 'I run the Beirut corniche before the heat sets in, ten kilometres three times a week.',
    },
  },
  projectsPage: {
    title: 'What I have built',
    heading: 'Chosen work',
    subheading: 'Twelve projects, from evening experiments to sites people use every day.',
    allProjectsLink: 'Back to all work',
    popup: {
      closeLabel: 'Close this project',
      imageAlt: 'A look at {title}',
      sourceLink: 'Code on GitHub',
      privateSource: 'Ask me about the code',
      privateSourceNote: 'This code is not published, but I will gladly walk you through it.',
      durationLabel: 'When:',
      stackLabel: 'Tools:',
      descriptionLabel: 'In brief:',
    },
  },
  projects: {
    مدونة: {
      title: 'The Blog',
      duration: 'Jan 2024 – now',
      description:
        'My personal blog, in Arabic and French, where I write about bidirectional interfaces and the mistakes that taught me something.\n\nEvery page is built ahead of time and loads no script it does not need; I wrote up [how it is built](https://laila.example.net/blog/how-it-is-built) for anyone who wants to do the same.',
    },
    'لوحة-ci-cd': {
      title: 'CI/CD Dashboard',
      duration: 'May 2023 – Dec 2023',
      description:
        'One board with the state of every build and deploy pipeline on the team, so everyone sees at a glance what is broken and who is fixing it.',
    },
    'r-d-tools-beta': {
      title: 'R&D <Tools> "Beta"',
      duration: '2023',
      description:
        'Internal tools for the research and development team. Yes, the title really has <Tools> and quotation marks in it: the team named it that on day one, and the name stuck.',
    },
    'دليل-المقاهي': {
      title: 'Café Guide ☕',
      duration: 'Summer 2022',
      description:
        'A map of the Beirut cafés with power sockets and internet that works, where friends add every new café they find.',
    },
    2048: {
      title: '2048',
      duration: 'Mar 2021',
      description:
        'My take on the well-known game, in Eastern Arabic numerals and right to left, to learn how swipes and arrows turn around in an Arabic interface.',
    },
    'مترجم-الواجهات': {
      title: 'Mutarjim, the interface translator',
      duration: 'Oct 2022 – now',
      description:
        'A small library that translates an interface’s text and flips its direction when needed, with all six Arabic plural forms.\n\nI started it after one too many “1 files”. The documentation is on [the project’s site](https://laila.example.net/mutarjim).',
    },
    'خرائط-بيروت': {
      title: 'Beirut Maps',
      duration: 'Feb 2020 – Jun 2020',
      description:
        'Beirut’s van and bus lines on a single map, pieced together from riders’ questions because no official timetable exists.',
    },
    'مكتبة-المكونات': {
      title: 'Component Library',
      duration: 'Sep 2021 – Apr 2023',
      description:
        'The design system of a company I worked for: buttons, forms and tables that work with a keyboard, with screen readers and in both directions. The code belongs to the company.',
    },
    'إمكانية-الوصول-أولا': {
      title: 'Accessibility First',
      duration: 'Jan 2023',
      description:
        'A browser extension that checks the open page and explains each accessibility problem in Arabic, with an example of the fix.',
    },
    'تقويم-رمضان': {
      title: 'Ramadan Calendar',
      duration: 'Ramadan 2024',
      description:
        'A web app that works offline, shows imsak and iftar times for your city and reminds you a quarter of an hour before maghrib.',
    },
    'متجر-زيت-الزيتون': {
      title: 'The Olive Oil Shop',
      duration: 'Jul 2021 – Nov 2021',
      description:
        'An online shop for my family’s olive press in Koura: oil, za’atar and soap, with cash on delivery.\n\nI designed it for an old phone on a slow network, which is what most of our customers have. You can [visit the shop](https://olive.example.net).',
    },
    'تحدي-١٠٠-يوم': {
      title: '100 Days Challenge',
      duration: '2019',
      description:
        'A hundred small pages in a hundred days, one every evening after classes. Some are lovely, some embarrassing, and each taught me something.',
    },
  },
  footer: { followText: 'Find me on:', copyright: `© {year} ${ownerName}` },
  pageMeta: {
    about: { description: `How ${ownerName} came to front-end work, and what keeps her busy now.` },
    hobby: {
      description: `${ownerName} plays the oud, swims, writes calligraphy, bakes manakish and runs at dawn.`,
    },
    projects: { description: `Twelve projects by ${ownerName}, with their tools and links to their code.` },
    project: { previewAlt: `{title}: a project by ${ownerName}` },
    notFound: { title: `Page not found · ${ownerName}`, description: 'There is no page at this address.' },
  },
  notFound: {
    heading: 'Nothing here',
    text: 'This address leads to no page on my site. The link may have changed or lost a letter.',
    homeLink: 'Back to the home page',
  },
  errorPages: {
    pageNotLoaded: {
      heading: 'This page did not arrive',
      text: 'The connection may have dropped, or the site changed a moment ago. Reloading usually sorts it out.',
    },
    pageBroken: {
      heading: 'This page broke',
      text: 'Something unexpected happened while showing this page. Reload it, or start again from the home page.',
    },
    appNotStarted: 'Part of this site could not load. You can keep reading, or reload to get the whole site.',
    reloadButton: 'Reload',
    homeLink: 'Back to the home page',
  },
  // Names and words that read the same in both languages.
  shared: ['projects.r-d-tools-beta.title'],
};
