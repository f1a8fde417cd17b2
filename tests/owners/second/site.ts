import type { SiteEntry } from './model';

/**
 * A second owner, unlike the sample in every way the content allows: another name, a default language
 * other than English (German; English is a further language, ./languages.ts and ./site.en-GB.ts, with
 * a resume file of its own), other words for every label and message, eleven projects (one private,
 * one with a long title, one description with two paragraphs and a link, titles in Japanese and with
 * accents, one with its own slug), three hobbies with JPEG and PNG photos of odd sizes (one with two
 * paragraphs and a bare address, one with a link), a longer About text than the sample's, with longer
 * words, a paragraph with two links and one with a mailto link, a project title ending in ")", a
 * resume that is a PDF alone (no Word file, so no Word download anywhere), named with spaces and
 * accented letters, and a site address with a path.
 * `tests/owners/secondOwner.test.ts` puts these files in place of the sample's in `src/content/`, as
 * an owner following the README would, and runs the content-dependent tests against them.
 */

const ownerName = 'Priya Raman';
const firstName = ownerName.split(' ')[0];

export const layout = {
  skipLink: 'Direkt zum Inhalt',
  navigation: {
    label: 'Website',
    links: { projects: 'Arbeiten', hobby: 'Freizeit', home: 'Start', about: 'Über mich' },
  },
  themeToggle: 'Nachtmodus',
  newTabNote: '(neuer Tab)',
  loading: 'Einen Moment …',
  /**
   * Where the site has more than one language: offered, in this language, to a visitor whose browser
   * prefers it to the page's (a page in another language shows this language's words).
   */
  languageNotice: {
    text: 'Diese Seite gibt es auch auf Deutsch.',
    follow: 'Auf Deutsch lesen',
    dismiss: 'Hier bleiben',
  },
} satisfies SiteEntry['layout'];

export const owner = {
  name: ownerName,
  firstName,
  role: 'Analytics-Ingenieurin',
  graduation: { year: 2021, degree: 'M.Sc. in Data Science', school: 'Technischen Hochschule am See' },
  summary: `${ownerName} ist Analytics-Ingenieurin und entwirft Lakehouse-Pipelines, Streaming-Jobs und Datenqualitätsprüfungen, auf die sich Teams verlassen können.`,
  portrait: {
    src: '/images/portrait-priya.jpg',
    alt: `${ownerName} lächelt vor einer orangefarbenen Wand`,
  },
} satisfies SiteEntry['owner'];

export const home = {
  greeting: `Hallo, ich bin ${ownerName}!`,
  intro: 'Ich mache aus unordentlichen Ereignisströmen Tabellen, denen Analysten vertrauen.',
  graduationLine: `Meinen ${owner.graduation.degree} habe ich ${owner.graduation.year} an der ${owner.graduation.school} abgeschlossen.`,
  jobLine: `Heute arbeite ich als ${owner.role} in einem kleinen Plattformteam.`,
  hobbyLinkText: 'Was ich abseits der Tastatur mache',
} satisfies SiteEntry['home'];

export const resume = {
  heading: 'Mein Lebenslauf',
  pdf: {
    href: '/files/Priya Rāman – Lebenslauf 2026.pdf',
    downloadLabel: 'Lebenslauf laden (PDF)',
    viewLabel: 'Lebenslauf online lesen',
    retryLabel: 'PDF noch einmal versuchen',
  },
  messages: {
    downloading: '{file} wird geladen …',
    started: 'Ihr Browser lädt jetzt {file} herunter.',
    failed: '{file} konnte nicht geladen werden ({reason}).',
    reasons: {
      unreachable: 'Sie scheinen offline zu sein',
      status: 'Fehler {status} vom Server',
      timeout: 'keine Antwort in der Zeit',
      unexpected: 'ein unbekanntes Problem',
    },
  },
} satisfies SiteEntry['resume'];

export const about = {
  eyebrow: 'Ein wenig über mich',
  heading: 'Wer ich bin',
  paragraphs: [
    `Ich habe Data Science an der ${owner.graduation.school} studiert, nach drei Jahren als Labortechnikerin, in denen ich Tausende Spektralphotometrie-Messungen von Hand katalogisiert und auf die harte Tour gelernt habe, warum Reproduzierbarkeit zählt.`,
    'Tabellenkalkulationen, die jeden Montag kaputtgingen, machten mich neugierig darauf, wie Daten fließen, und seitdem repariere ich Pipelines: idempotente Ladevorgänge, inkrementelle Materialisierungen, Nachberechnungen, die vor dem Frühstück fertig sind, und Dokumentation, die eine Umstrukturierung übersteht.',
    'Ich arbeite vor allem mit SQL, Python und Stream-Verarbeitung, und Tests für Daten sind mir so wichtig wie Tests für Code. Charakterisierungstests, eigenschaftsbasierte Tests und Abgleichsprüfungen finden verschiedene Fehler, also schreibe ich alle drei.',
    'Das meiste habe ich aus den Texten anderer gelernt: Die [dbt-Dokumentation](https://docs.getdbt.com/docs/introduction) hat mich gelehrt, Transformationen als Software zu behandeln, und [Designing Data-Intensive Applications](https://dataintensive.net/), warum Ströme und Tabellen zwei Ansichten derselben Sache sind.',
    'Zuletzt ging es um die Internationalisierung von Dashboards und Datenqualitätsüberwachung für eine deutschsprachige Kundin, was sich vor allem als kontraintuitive Zeitzonenarithmetik herausstellte.',
    'Fragen oder Ideen? Schreiben Sie mir an [priya@example.org](mailto:priya@example.org).',
  ],
  photo: {
    src: '/images/about/kayak.png',
    alt: `${ownerName} in einem Kajak auf einem grünen See`,
  },
} satisfies SiteEntry['about'];

export const hobbiesPage = {
  title: 'Abseits der Arbeit',
  heading: 'Was mir Freude macht',
} satisfies SiteEntry['hobbiesPage'];

export const hobbies = [
  {
    title: 'Bouldern',
    description: 'Zweimal pro Woche in der Halle um die Ecke: Boulder sind Rätsel, die man mit dem ganzen Körper löst.',
    image: '/images/hobbies/climbing.jpg',
  },
  {
    title: 'Klavier',
    description:
      'Langsam arbeite ich mich durch die Goldberg-Variationen, eine Variation im Monat.\n\nAufnahmen, falsche Töne inklusive: https://priya-raman.example.org/piano.',
    image: '/images/hobbies/piano.png',
  },
  {
    title: 'Schrebergarten',
    description:
      'Tomaten, Bohnen und jeden August viel zu viele Zucchini, auf einer Parzelle des [Kleingartenvereins am See](https://allotments.example.org/lakeside).',
    image: '/images/hobbies/garden.jpg',
  },
] satisfies SiteEntry['hobbies'];

export const projectsPage = {
  title: 'Was ich gebaut habe',
  heading: 'Ausgewählte Arbeiten',
  subheading: 'Elf Projekte, von Experimenten nebenbei bis zu Systemen im Betrieb.',
  /** The link from a project's own page (its address visited straight) back to the grid. */
  allProjectsLink: 'Zurück zu allen Arbeiten',
  popup: {
    closeLabel: 'Dieses Projekt schließen',
    imageAlt: 'Bildschirmfoto von {title}',
    sourceLink: 'Quellcode auf GitHub',
    privateSource: 'Fragen Sie mich nach dem Code',
    privateSourceNote: 'Dieser Code ist nicht öffentlich, aber ich führe Sie gern hindurch.',
    durationLabel: 'Wann:',
    stackLabel: 'Gebaut mit:',
    descriptionLabel: 'Kurz gesagt:',
  },
} satisfies SiteEntry['projectsPage'];

export const projects = [
  {
    title: 'Lakehouse-Startpaket',
    image: '/images/projects/lakehouse.jpg',
    duration: 'Feb. 2024–heute',
    stack: 'Python, dbt, DuckDB, Iceberg',
    description:
      'Eine Vorlage für kleine Teams, die ein Lakehouse ohne eigenes Plattformteam wollen.\n\nSie bringt Tests für jedes Modell mit und einen [Rundgang durch den Entwurf](https://priya-raman.example.org/lakehouse), der jede Entscheidung erklärt.',
    code: true,
    link: 'https://github.com/priya-raman/lakehouse-starter',
  },
  {
    title: 'Clickstream-Sitzungsbildner',
    image: '/images/projects/stream.png',
    duration: 'Aug. 2023–Jan. 2024',
    stack: 'Kafka, Flink, Java',
    description:
      'Fasst rohe Klickereignisse in Echtzeit zu Besuchersitzungen zusammen, bei vierzigtausend Ereignissen pro Sekunde.',
    code: false,
    link: '',
  },
  {
    title: 'Ein Datenqualitätsrahmenwerk für kleine Analyseteams überall',
    image: '/images/projects/dq.jpg',
    duration: 'März 2023–Juli 2023',
    stack: 'Python, Great Expectations, Airflow',
    description:
      'Deklarative Prüfungen, die neben jeder Pipeline laufen und nur dann jemanden alarmieren, wenn es darauf ankommt.',
    code: true,
    link: 'https://github.com/priya-raman/dq-framework',
  },
  {
    title: 'Lohnabrechnungs-Warehouse',
    image: '/images/projects/lakehouse.jpg',
    duration: 'Sept. 2022–Feb. 2023',
    stack: 'Snowflake, SQL, Fivetran',
    description: 'Ein privates Warehouse für einen Arbeitgeber; der Code gehört ihm und ist daher nicht öffentlich.',
    code: false,
    link: '',
  },
  {
    title: 'Gezeitentafeln (Rust)',
    image: '/images/projects/stream.png',
    duration: 'Juni 2022',
    stack: 'Rust, WebAssembly',
    description: 'Gezeitenvorhersagen für jeden Hafen, im Browser aus harmonischen Konstanten berechnet.',
    code: true,
    link: 'https://github.com/priya-raman/tide-tables',
  },
  {
    title: 'Masterarbeit: Anomalieerkennung',
    image: '/images/projects/dq.jpg',
    duration: 'Okt. 2020–Juni 2021',
    stack: 'Python, PyTorch, Pandas',
    description: 'Unüberwachte Erkennung defekter Sensoren in einem Gebäudenetz.',
    code: false,
    link: 'https://github.com/priya-raman/thesis',
  },
  {
    title: 'Rezeptrechner',
    image: '/images/projects/lakehouse.jpg',
    duration: 'Jan. 2020',
    stack: 'TypeScript, Svelte',
    description: 'Rechnet Rezepte auf die Zahl der Portionen um und wandelt Einheiten um, auch offline.',
    code: true,
    link: 'https://github.com/priya-raman/recipe-scaler',
  },
  {
    title: 'Gartenplaner',
    image: '/images/projects/stream.png',
    duration: 'Frühjahr 2019',
    stack: 'Python, SQLite',
    description: 'Plant die Fruchtfolge über Beete und Jahreszeiten.',
    code: false,
    link: '',
  },
  // Addresses beyond ASCII: a Japanese title, an accented one, and one that sets its own slug.
  {
    title: 'ラーメン記録アプリ',
    image: '/images/projects/dq.jpg',
    duration: 'Sommer 2018',
    stack: 'Kotlin, Room',
    description: 'Ein Notizbuch der Ramen-Läden, die ich in Tokio besucht habe, mit Bewertungen und Fotos.',
    code: false,
    link: '',
  },
  {
    title: 'Crème-brûlée-Protokoll',
    image: '/images/projects/stream.png',
    duration: 'Winter 2017',
    stack: 'Python, Flask',
    description: 'Hält Puddingversuche fest: Ofentemperatur, Zeit und wie die Zuckerkruste gebrochen ist.',
    code: true,
    link: 'https://github.com/priya-raman/creme-brulee',
  },
  {
    title: 'Straße & Weg: Kartenwerkzeug',
    slug: 'karten',
    image: '/images/projects/lakehouse.jpg',
    duration: '2016',
    stack: 'JavaScript, Leaflet',
    description: 'Zeichnet Wanderwege durch Berlin auf einer freien Straßenkarte.',
    code: false,
    link: '',
  },
] satisfies SiteEntry['projects'];

export const socialLinks = [
  { name: 'GitHub', href: 'https://github.com/priya-raman', icon: 'github' },
  // Her own file, a black mark: the footer shows its shape, in the footer's colour.
  { name: 'Mastodon', href: 'https://hachyderm.io/@priya', icon: '/images/icons/mastodon.svg' },
] satisfies SiteEntry['socialLinks'];

export const footer = {
  followText: 'Sie finden mich auf:',
  copyright: `Copyright {year} ${ownerName}`,
} satisfies SiteEntry['footer'];

export const siteUrl = 'https://priya-raman.github.io/portfolio' satisfies SiteEntry['siteUrl'];

export const language = 'de' satisfies SiteEntry['language'];

export const pageMeta = {
  about: { description: `Wie ${ownerName} zum Data Engineering kam.` },
  hobby: { description: `${ownerName} bouldert, spielt Klavier und gärtnert.` },
  projects: { description: `Elf Projekte von ${ownerName}.` },
  project: { previewAlt: `{title}: eines der Projekte von ${ownerName}` },
  notFound: { title: `Nicht gefunden · ${ownerName}`, description: 'Unter dieser Adresse gibt es keine Seite.' },
} satisfies SiteEntry['pageMeta'];

export const notFound = {
  heading: 'Hier ist nichts',
  text: 'Diese Adresse führt nirgendwohin auf meiner Website.',
  homeLink: 'Zurück zur Startseite',
} satisfies SiteEntry['notFound'];

export const errorPages = {
  pageNotLoaded: {
    heading: 'Diese Seite ist nicht angekommen',
    text: 'Vielleicht ist die Verbindung abgebrochen, oder die Website hat sich gerade geändert. Neu laden hilft meistens.',
  },
  pageBroken: {
    heading: 'Diese Seite ist kaputtgegangen',
    text: 'Beim Anzeigen dieser Seite ist etwas Unerwartetes passiert. Laden Sie sie neu, oder beginnen Sie wieder auf der Startseite.',
  },
  appNotStarted:
    'Ein Teil dieser Website konnte nicht laden. Sie können weiterlesen oder für die ganze Website neu laden.',
  reloadButton: 'Noch einmal laden',
  homeLink: 'Zurück zur Startseite',
} satisfies SiteEntry['errorPages'];
