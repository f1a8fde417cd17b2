import type { Translation } from './model';

/**
 * The third owner's site in French, a further language beside their Arabic default (site.ts): every
 * text a visitor reads, left to right, projects and hobbies found by their ids in the Arabic content
 * (Arabic ids, NFC: the blog's title is typed with shadda before fatha, its id has fatha first), the
 * blog at a slug of its own in French (`/fr/Projects/le-blog`), and a resume of its own under its own
 * file names.
 */

const ownerName = 'Laila Haddad';
const school = 'Institut de technologie du Littoral';
const degree = 'licence en informatique';
const role = 'ingénieure front-end';
const summary = `${ownerName} est ingénieure front-end à Beyrouth : elle construit des sites rapides qui se lisent de droite à gauche comme de gauche à droite, et que chacun peut parcourir au clavier ou avec un lecteur d’écran.`;

export const translation: Translation = {
  layout: {
    skipLink: 'Aller au contenu',
    navigation: {
      label: 'Site',
      links: { projects: 'Travaux', hobby: 'Loisirs', home: 'Accueil', about: 'À propos' },
    },
    themeToggle: 'Thème sombre',
    newTabNote: '(nouvel onglet)',
    loading: 'Un instant…',
    languageNotice: {
      text: 'Cette page existe aussi en français.',
      follow: 'Lire en français',
      dismiss: 'Rester ici',
    },
  },
  owner: {
    // The name in Latin letters on this language's pages (tab titles, the header, link previews).
    name: ownerName,
    role,
    summary,
    graduation: { degree, school },
    portrait: { alt: `${ownerName} sourit devant un mur couleur sable` },
  },
  home: {
    greeting: `Bonjour, je suis ${ownerName} !`,
    intro: 'Je conçois des interfaces web en arabe qui ne ressemblent pas à une traduction de l’anglais.',
    graduationLine: `J’ai obtenu ma ${degree} à l’${school} en 2019.`,
    jobLine: `Aujourd’hui, je suis ${role} dans une petite équipe qui crée des produits pour les lecteurs du monde arabe.`,
    hobbyLinkText: 'Ce que je fais loin de l’écran',
  },
  resume: {
    heading: 'Mon CV',
    pdf: {
      href: '/files/CV Laila Haddad 2026.pdf',
      downloadLabel: 'Télécharger le CV (PDF)',
      viewLabel: 'Lire le CV en ligne',
      retryLabel: 'Réessayer le PDF',
    },
    word: {
      href: '/files/CV Laila Haddad 2026.docx',
      downloadLabel: 'Télécharger le CV (Word)',
      retryLabel: 'Réessayer le fichier Word',
    },
    messages: {
      downloading: 'Téléchargement de {file}…',
      started: 'Votre navigateur télécharge {file}.',
      failed: 'Impossible de télécharger {file} ({reason}).',
      reasons: {
        unreachable: 'vous semblez hors ligne',
        status: 'le serveur a répondu par l’erreur {status}',
        timeout: 'aucune réponse à temps',
        unexpected: 'un problème imprévu',
      },
    },
  },
  about: {
    eyebrow: 'Un peu de moi',
    heading: 'Qui je suis',
    paragraphs: [
      `J’ai étudié l’informatique à l’${school}, et mon projet de fin d’études a été le premier site que j’ai écrit de droite à gauche dès le départ, au lieu de retourner un site anglais la dernière semaine.`,
      'J’aime les interfaces parce que c’est là que le logiciel rencontre les gens : un bouton que le lecteur d’écran ne lit pas, une flèche qui pointe du mauvais côté sur une page en arabe, une petite erreur que paie une vraie personne.',
      'Je travaille aujourd’hui avec TypeScript et React, et je tiens à la performance sur les téléphones d’entrée de gamme, à l’accessibilité et à l’internationalisation. J’écris les tests avant de demander une relecture, et je lis les spécifications quand deux navigateurs ne sont pas d’accord.',
      'J’ai beaucoup appris du [guide des propriétés logiques de MDN](https://developer.mozilla.org/fr/docs/Web/CSS/CSS_logical_properties_and_values) et des [articles du W3C sur le texte bidirectionnel](https://www.w3.org/International/articles/inline-bidi-markup/), que je relis encore chaque mois.',
      'Une idée, une question ? Écrivez-moi à [laila@example.net](mailto:laila@example.net).',
    ],
    photo: { alt: `Le balcon de ${ownerName} face à la mer, avec un pot de basilic` },
  },
  hobbiesPage: { title: 'Loin du travail', heading: 'Ce qui remplit mes journées' },
  hobbies: {
    'العزف-على-العود': {
      title: 'Jouer du oud',
      description:
        'J’apprends le oud depuis trois ans avec un professeur d’Achrafieh, et le maqam sikah me bat encore à chaque leçon.',
    },
    'السباحة-في-البحر': {
      title: 'Nager en mer',
      description:
        'Chaque dimanche d’été, je nage des rochers de Byblos jusqu’à la bouée la plus lointaine, aller et retour.\n\nLes horaires des baignades en groupe sont ici : https://swim.example.net/byblos',
    },
    'الخط-العربي': {
      title: 'Calligraphie arabe',
      description:
        'Je m’exerce au style roqaa avec un calame, une page chaque soir, d’après le [cahier de Hachem al-Baghdadi](https://calligraphy.example.org/riqaa).',
    },
    'خبز-المناقيش': {
      title: 'Cuire des manakish',
      description:
        'Le samedi matin, c’est le four et moi : des manakish au zaatar et au fromage pour chaque voisin qui sent l’odeur et frappe à la porte.',
    },
    'الجري-عند-الفجر': {
      title: 'Courir à l’aube',
      description: 'Je cours sur la corniche de Beyrouth avant la chaleur, dix kilomètres trois fois par semaine.',
    },
  },
  projectsPage: {
    title: 'Ce que j’ai construit',
    heading: 'Travaux choisis',
    subheading: 'Douze projets, des essais du soir aux sites que des gens utilisent chaque jour.',
    allProjectsLink: 'Retour à tous les travaux',
    popup: {
      closeLabel: 'Fermer ce projet',
      imageAlt: 'Aperçu de {title}',
      sourceLink: 'Le code sur GitHub',
      privateSource: 'Demandez-moi le code',
      privateSourceNote: 'Ce code n’est pas public, mais je vous le présente volontiers.',
      durationLabel: 'Quand :',
      stackLabel: 'Outils :',
      descriptionLabel: 'En bref :',
    },
  },
  projects: {
    مدونة: {
      slug: 'le-blog',
      title: 'Le blog',
      duration: 'janv. 2024 – aujourd’hui',
      description:
        'Mon blog personnel, en arabe et en français, où j’écris sur les interfaces bidirectionnelles et sur les erreurs qui m’ont appris quelque chose.\n\nChaque page y est générée à l’avance et ne charge aucun script inutile ; j’ai écrit [comment il est construit](https://laila.example.net/blog/how-it-is-built) pour qui voudrait faire pareil.',
    },
    'لوحة-ci-cd': {
      title: 'Tableau de bord CI/CD',
      duration: 'mai 2023 – déc. 2023',
      description:
        'Un seul tableau qui réunit l’état de toutes les chaînes de build et de déploiement de l’équipe : chacun voit d’un coup d’œil ce qui est cassé et qui le répare.',
    },
    'r-d-tools-beta': {
      title: 'R&D <Outils> « Bêta »',
      duration: '2023',
      description:
        'Des outils internes pour l’équipe de recherche et développement. Oui, le titre contient vraiment <Tools> et des guillemets : l’équipe l’a nommé ainsi le premier jour, et le nom est resté.',
    },
    'دليل-المقاهي': {
      title: 'Guide des cafés ☕',
      duration: 'été 2022',
      description:
        'Une carte des cafés de Beyrouth qui ont des prises et un Internet qui marche, où les amis ajoutent chaque nouveau café qu’ils trouvent.',
    },
    2048: {
      title: '2048',
      duration: 'mars 2021',
      description:
        'Ma version du jeu bien connu, en chiffres indiens et de droite à gauche, pour apprendre comment les gestes et les flèches se retournent dans une interface arabe.',
    },
    'مترجم-الواجهات': {
      title: 'Moutarjim, le traducteur d’interfaces',
      duration: 'oct. 2022 – aujourd’hui',
      description:
        'Une petite bibliothèque qui traduit les textes d’une interface et en retourne le sens quand il le faut, avec les six formes du pluriel arabe.\n\nJe l’ai commencée, lassée de lire « 1 fichiers » dans chaque application. La documentation est sur [le site du projet](https://laila.example.net/mutarjim).',
    },
    'خرائط-بيروت': {
      title: 'Cartes de Beyrouth',
      duration: 'févr. 2020 – juin 2020',
      description:
        'Les lignes de vans et de bus de Beyrouth sur une seule carte, rassemblées à partir des questions des passagers, faute d’horaires officiels.',
    },
    'مكتبة-المكونات': {
      title: 'Bibliothèque de composants',
      duration: 'sept. 2021 – avr. 2023',
      description:
        'Le système de design d’une entreprise où j’ai travaillé : boutons, formulaires et tableaux utilisables au clavier, avec un lecteur d’écran et dans les deux sens. Le code appartient à l’entreprise.',
    },
    'إمكانية-الوصول-أولا': {
      title: 'L’accessibilité d’abord',
      duration: 'janv. 2023',
      description:
        'Une extension de navigateur qui examine la page ouverte et explique chaque problème d’accessibilité en arabe, avec un exemple de correction.',
    },
    'تقويم-رمضان': {
      title: 'Calendrier du ramadan',
      duration: 'ramadan 2024',
      description:
        'Une application web qui marche hors ligne, donne les heures de l’imsak et de l’iftar de votre ville et vous prévient un quart d’heure avant le maghrib.',
    },
    'متجر-زيت-الزيتون': {
      title: 'La boutique d’huile d’olive',
      duration: 'juil. 2021 – nov. 2021',
      description:
        'Une boutique en ligne pour le pressoir de ma famille au Koura : huile, zaatar et savon, avec paiement à la livraison.\n\nJe l’ai conçue pour un vieux téléphone et un réseau lent, ce qu’ont la plupart de nos clients. Vous pouvez [visiter la boutique](https://olive.example.net).',
    },
    'تحدي-١٠٠-يوم': {
      title: 'Défi des 100 jours',
      duration: '2019',
      description:
        'Cent petites pages en cent jours, une chaque soir après les cours. Certaines sont belles, d’autres gênantes, et toutes m’ont appris quelque chose.',
    },
  },
  footer: { followText: 'Retrouvez-moi sur :', copyright: `© {year} ${ownerName}` },
  pageMeta: {
    home: { description: `${ownerName}, ingénieure front-end à Beyrouth : ses projets, ses loisirs et son parcours.` },
    about: { description: `Comment ${ownerName} est venue au front-end, et ce qui l’occupe aujourd’hui.` },
    hobby: {
      description: `${ownerName} joue du oud, nage, pratique la calligraphie, cuit des manakish et court à l’aube.`,
    },
    projects: { description: `Douze projets de ${ownerName}, avec leurs outils et les liens vers leur code.` },
    project: { previewAlt: `{title} : un projet de ${ownerName}` },
    notFound: { title: `Page introuvable · ${ownerName}`, description: 'Aucune page à cette adresse.' },
  },
  notFound: {
    heading: 'Rien ici',
    text: 'Cette adresse ne mène à aucune page de mon site. Le lien a peut-être changé ou perdu une lettre.',
    homeLink: 'Retour à l’accueil',
  },
  errorPages: {
    pageNotLoaded: {
      heading: 'Cette page n’est pas arrivée',
      text: 'La connexion a peut-être coupé, ou le site vient de changer. Recharger suffit en général.',
    },
    pageBroken: {
      heading: 'Cette page s’est cassée',
      text: 'Quelque chose d’inattendu est arrivé en affichant cette page. Rechargez-la, ou repartez de l’accueil.',
    },
    appNotStarted:
      'Une partie de ce site n’a pas pu se charger. Vous pouvez continuer à lire, ou recharger pour avoir le site entier.',
    reloadButton: 'Recharger',
    homeLink: 'Retour à l’accueil',
  },
  // Names and words that read the same in both languages.
  // (Titles and dates without letters, `2048` and `2023`, read the same in every language by themselves.)
  shared: [],
};
