import { imageEntry, type DemoImageKey, type DemoImages } from './images.js';

/** The demo's vacancies: several departments, places and employment types; some highlighted, one closed, one remote. */
export interface DemoVacancy {
  slug: string;
  title: string;
  department: string;
  locality: string;
  postalCode: string;
  street: string;
  region: string;
  employmentType: string;
  workplace: 'onsite' | 'hybrid' | 'remote';
  hoursMin: number;
  hoursMax?: number;
  salary?: [number, number];
  /** Days before the first start. */
  postedDaysAgo: number;
  /** Days after the first start; negative: closed already. */
  closesInDays?: number;
  highlighted?: number;
  task: string;
  ask: string;
  /** An illustration of the work, shown after what you do. */
  image?: DemoImageKey;
  /** Its English translation (the same translation group): slug, title and texts. */
  en: { slug: string; title: string; task: string; ask: string };
}

export type DemoLocale = 'nl' | 'en';

/** The departments' English names (the others are the same in both). */
const DEPARTMENTS_EN: Readonly<Record<string, string>> = { Projecten: 'Projects' };

/** A vacancy's department as the locale's pages name it. */
export const departmentIn = (vacancy: DemoVacancy, locale: DemoLocale) =>
  locale === 'en' ? (DEPARTMENTS_EN[vacancy.department] ?? vacancy.department) : vacancy.department;

/** What the descriptions say besides the vacancy's own task and demands. */
const WORDS = {
  nl: {
    what: 'Wat ga je doen?',
    ask: 'Wat vragen wij?',
    offer: 'Wat bieden wij?',
    offers:
      '<ul><li>Een vast contract na een jaar</li><li>Een opleidingsbudget van € 1.500 per jaar</li><li>Een elektrische bedrijfsauto of een ' +
      'ov-abonnement</li></ul>',
    questions: '<p>Vragen over deze vacature? Sanne vertelt je er graag meer over.</p>',
  },
  en: {
    what: 'What will you do?',
    ask: 'What do we ask?',
    offer: 'What do we offer?',
    offers:
      '<ul><li>A permanent contract after one year</li><li>A training budget of € 1,500 a year</li><li>An electric company car or a public ' +
      'transport pass</li></ul>',
    questions: '<p>Questions about this vacancy? Sanne will gladly tell you more.</p>',
  },
} as const;

export const DEMO_VACANCIES: readonly DemoVacancy[] = [
  {
    slug: 'servicemonteur-warmtepompen',
    title: 'Servicemonteur warmtepompen',
    department: 'Service',
    locality: 'Utrecht',
    postalCode: '3542 AD',
    street: 'Atoomweg 50',
    region: 'Utrecht',
    employmentType: 'FULL_TIME',
    workplace: 'onsite',
    hoursMin: 38,
    hoursMax: 40,
    salary: [3100, 4000],
    postedDaysAgo: 2,
    closesInDays: 45,
    highlighted: 0,
    task: 'Je installeert, onderhoudt en repareert warmtepompen bij particulieren en bedrijven in de regio Utrecht.',
    ask: 'Een mbo-diploma elektrotechniek of werktuigbouw en een rijbewijs B.',
    image: 'warmtepomp',
    en: {
      slug: 'heat-pump-service-technician',
      title: 'Heat pump service technician',
      task: 'You install, maintain and repair heat pumps for households and businesses in the Utrecht region.',
      ask: 'A vocational diploma in electrical or mechanical engineering and a driving licence (category B).',
    },
  },
  {
    slug: 'projectleider-installatietechniek',
    title: 'Projectleider installatietechniek',
    department: 'Projecten',
    locality: 'Amsterdam',
    postalCode: '1043 BW',
    street: 'Kingsfordweg 151',
    region: 'Noord-Holland',
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    hoursMin: 36,
    hoursMax: 40,
    salary: [4600, 6200],
    postedDaysAgo: 6,
    closesInDays: 30,
    highlighted: 1,
    task: 'Je leidt installatieprojecten in utiliteitsgebouwen van offerte tot oplevering en bewaakt planning, budget en kwaliteit.',
    ask: 'Een hbo-opleiding werktuigbouwkunde of installatietechniek en vijf jaar ervaring als projectleider.',
    image: 'bouwtekening',
    en: {
      slug: 'project-manager-building-services',
      title: 'Project manager building services',
      task: 'You lead installation projects in commercial buildings from quotation to handover, and keep an eye on planning, budget and quality.',
      ask: 'A bachelor’s degree in mechanical engineering or building services and five years of experience as a project manager.',
    },
  },
  {
    slug: 'software-engineer-iot',
    title: 'Software engineer IoT',
    department: 'Engineering',
    locality: 'Eindhoven',
    postalCode: '5612 AZ',
    street: 'Kennedyplein 10',
    region: 'Noord-Brabant',
    employmentType: 'FULL_TIME',
    workplace: 'remote',
    hoursMin: 32,
    hoursMax: 40,
    salary: [4200, 5800],
    postedDaysAgo: 9,
    highlighted: 2,
    task: 'Je bouwt de software waarmee onze installaties op afstand gemonitord en bijgestuurd worden: van firmware tot dashboard.',
    ask: 'Ervaring met TypeScript of Rust, MQTT en het bouwen van betrouwbare systemen.',
    image: 'printplaat',
    en: {
      slug: 'iot-software-engineer',
      title: 'IoT software engineer',
      task: 'You build the software that lets us monitor and adjust our installations remotely: from firmware to dashboard.',
      ask: 'Experience with TypeScript or Rust, MQTT and building reliable systems.',
    },
  },
  {
    slug: 'werkvoorbereider-elektro',
    title: 'Werkvoorbereider elektrotechniek',
    department: 'Projecten',
    locality: 'Rotterdam',
    postalCode: '3013 AL',
    street: 'Weena 505',
    region: 'Zuid-Holland',
    employmentType: 'FULL_TIME',
    workplace: 'onsite',
    hoursMin: 40,
    salary: [3400, 4500],
    postedDaysAgo: 20,
    closesInDays: 60,
    highlighted: 3,
    task: 'Je maakt tekeningen, materiaalstaten en planningen zodat onze monteurs goed voorbereid aan de slag gaan.',
    ask: 'Een mbo- of hbo-opleiding elektrotechniek en kennis van AutoCAD of Revit.',
    en: {
      slug: 'electrical-work-planner',
      title: 'Electrical work planner',
      task: 'You draw up drawings, bills of materials and schedules so that our technicians start every job well prepared.',
      ask: 'A vocational or bachelor’s degree in electrical engineering and knowledge of AutoCAD or Revit.',
    },
  },
  {
    slug: 'accountmanager-zakelijke-markt',
    title: 'Accountmanager zakelijke markt',
    department: 'Sales',
    locality: 'Utrecht',
    postalCode: '3542 AD',
    street: 'Atoomweg 50',
    region: 'Utrecht',
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    hoursMin: 36,
    hoursMax: 40,
    salary: [3800, 5200],
    postedDaysAgo: 12,
    task: 'Je bouwt relaties op met vastgoedbeheerders en installateurs en adviseert hen over verduurzaming.',
    ask: 'Commercieel inzicht, technische affiniteit en ervaring in de b2b-verkoop.',
    en: {
      slug: 'business-account-manager',
      title: 'Account manager, business market',
      task: 'You build relationships with property managers and installers and advise them on making their buildings sustainable.',
      ask: 'Commercial insight, a feel for technology and experience in business-to-business sales.',
    },
  },
  {
    slug: 'monteur-zonnepanelen',
    title: 'Monteur zonnepanelen',
    department: 'Service',
    locality: 'Zwolle',
    postalCode: '8013 NB',
    street: 'Grote Voort 1',
    region: 'Overijssel',
    employmentType: 'TEMPORARY',
    workplace: 'onsite',
    hoursMin: 40,
    postedDaysAgo: 4,
    closesInDays: 21,
    task: 'Je monteert zonnepanelen en omvormers op daken van woningen en bedrijfspanden.',
    ask: 'Je werkt veilig op hoogte; een VCA-diploma is een pré.',
    image: 'zonnedaken',
    en: {
      slug: 'solar-panel-installer',
      title: 'Solar panel installer',
      task: 'You fit solar panels and inverters on the roofs of homes and business premises.',
      ask: 'You work safely at height; a VCA safety certificate is a plus.',
    },
  },
  {
    slug: 'stagiair-duurzame-energie',
    title: 'Stagiair duurzame energie',
    department: 'Engineering',
    locality: 'Eindhoven',
    postalCode: '5612 AZ',
    street: 'Kennedyplein 10',
    region: 'Noord-Brabant',
    employmentType: 'INTERN',
    workplace: 'hybrid',
    hoursMin: 32,
    hoursMax: 40,
    postedDaysAgo: 15,
    task: 'Je onderzoekt hoe warmtenetten en warmtepompen samen het slimst geregeld worden.',
    ask: 'Je studeert werktuigbouwkunde, elektrotechniek of technische natuurkunde.',
    en: {
      slug: 'sustainable-energy-intern',
      title: 'Sustainable energy intern',
      task: 'You research how heat networks and heat pumps are best controlled together.',
      ask: 'You study mechanical engineering, electrical engineering or applied physics.',
    },
  },
  {
    slug: 'planner-service',
    title: 'Planner service en onderhoud',
    department: 'Service',
    locality: 'Amsterdam',
    postalCode: '1043 BW',
    street: 'Kingsfordweg 151',
    region: 'Noord-Holland',
    employmentType: 'PART_TIME',
    workplace: 'onsite',
    hoursMin: 24,
    hoursMax: 32,
    salary: [2900, 3600],
    postedDaysAgo: 30,
    task: 'Je plant de onderhoudsbezoeken van onze monteurs en houdt klanten op de hoogte.',
    ask: 'Planningservaring, rust bij drukte en een klantvriendelijke houding.',
    en: {
      slug: 'service-and-maintenance-planner',
      title: 'Service and maintenance planner',
      task: 'You schedule our technicians’ maintenance visits and keep customers informed.',
      ask: 'Planning experience, a calm head when it gets busy and a customer-friendly attitude.',
    },
  },
  {
    slug: 'data-analist-energie',
    title: 'Data-analist energie',
    department: 'Engineering',
    locality: 'Utrecht',
    postalCode: '3542 AD',
    street: 'Atoomweg 50',
    region: 'Utrecht',
    employmentType: 'CONTRACTOR',
    workplace: 'hybrid',
    hoursMin: 24,
    hoursMax: 36,
    postedDaysAgo: 25,
    closesInDays: 14,
    task: 'Je analyseert verbruiksdata van honderden installaties en vertaalt die naar besparingsadvies.',
    ask: 'Ervaring met SQL en Python, en plezier in heldere rapportages.',
    en: {
      slug: 'energy-data-analyst',
      title: 'Energy data analyst',
      task: 'You analyse the consumption data of hundreds of installations and turn it into advice on saving energy.',
      ask: 'Experience with SQL and Python, and you enjoy writing clear reports.',
    },
  },
  {
    slug: 'binnendienst-verkoop',
    title: 'Medewerker binnendienst verkoop',
    department: 'Sales',
    locality: 'Rotterdam',
    postalCode: '3013 AL',
    street: 'Weena 505',
    region: 'Zuid-Holland',
    employmentType: 'PART_TIME',
    workplace: 'onsite',
    hoursMin: 24,
    hoursMax: 32,
    salary: [2700, 3300],
    postedDaysAgo: 40,
    task: 'Je maakt offertes, beantwoordt vragen van klanten en ondersteunt de accountmanagers.',
    ask: 'Een mbo-4-opleiding en goede beheersing van Nederlands en Engels.',
    en: {
      slug: 'inside-sales-representative',
      title: 'Inside sales representative',
      task: 'You prepare quotations, answer customers’ questions and support the account managers.',
      ask: 'A vocational diploma (level 4) and a good command of Dutch and English.',
    },
  },
  {
    slug: 'vrijwilliger-energiecoach',
    title: 'Vrijwilliger energiecoach',
    department: 'Service',
    locality: 'Zwolle',
    postalCode: '8013 NB',
    street: 'Grote Voort 1',
    region: 'Overijssel',
    employmentType: 'VOLUNTEER',
    workplace: 'onsite',
    hoursMin: 4,
    hoursMax: 8,
    postedDaysAgo: 18,
    task: 'Je helpt buurtbewoners hun energierekening te verlagen met praktisch advies aan de keukentafel.',
    ask: 'Interesse in energie en plezier in het helpen van mensen.',
    en: {
      slug: 'volunteer-energy-coach',
      title: 'Volunteer energy coach',
      task: 'You help local residents lower their energy bills with practical advice at the kitchen table.',
      ask: 'An interest in energy and you enjoy helping people.',
    },
  },
  {
    slug: 'tekenaar-constructeur',
    title: 'Tekenaar-constructeur',
    department: 'Projecten',
    locality: 'Amsterdam',
    postalCode: '1043 BW',
    street: 'Kingsfordweg 151',
    region: 'Noord-Holland',
    employmentType: 'FULL_TIME',
    workplace: 'onsite',
    hoursMin: 40,
    salary: [3300, 4300],
    postedDaysAgo: 70,
    closesInDays: -5,
    task: 'Je tekent installaties in 3D en maakt de details voor de werkplaats.',
    ask: 'Ervaring met Revit en kennis van installatietechniek.',
    en: {
      slug: 'design-draughtsman',
      title: 'Design draughtsman',
      task: 'You draw installations in 3D and make the detailed drawings for the workshop.',
      ask: 'Experience with Revit and knowledge of building services.',
    },
  },
];

/** The vacancy's description in a locale: what you do (with its illustration, if any), what we ask, what we offer, and whom to call. */
export function descriptionBlocks(vacancy: DemoVacancy, images: DemoImages, locale: DemoLocale): unknown[] {
  const words = WORDS[locale];
  const { task, ask } = locale === 'en' ? vacancy.en : vacancy;
  return [
    { type: 'heading', key: 'wat', props: { text: words.what, level: 'h2' } },
    { type: 'rich-text', key: 'taak', props: { html: `<p>${task}</p>` } },
    ...(vacancy.image ? [{ type: 'image', key: 'beeld', props: {}, __images: { image: [imageEntry(images, vacancy.image, locale)] } }] : []),
    { type: 'heading', key: 'vragen', props: { text: words.ask, level: 'h2' } },
    { type: 'rich-text', key: 'eisen', props: { html: `<p>${ask}</p>` } },
    { type: 'heading', key: 'bieden', props: { text: words.offer, level: 'h2' } },
    { type: 'rich-text', key: 'aanbod', props: { html: words.offers } },
    {
      type: 'consultancy',
      key: 'contact',
      anchorPoint: 'contact',
      props: {
        text: words.questions,
        name: 'Sanne de Vries',
        role: `Recruiter ${departmentIn(vacancy, locale).toLowerCase()}`,
        telephone: '+31 30 760 40 00',
        email: 'werkenbij@blokwerk.example',
      },
    },
  ];
}
