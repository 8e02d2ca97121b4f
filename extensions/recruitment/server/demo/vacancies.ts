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
}

export const DEMO_VACANCIES: readonly DemoVacancy[] = [
  { slug: 'servicemonteur-warmtepompen', title: 'Servicemonteur warmtepompen', department: 'Service', locality: 'Utrecht', postalCode: '3542 AD', street: 'Atoomweg 50', region: 'Utrecht', employmentType: 'FULL_TIME', workplace: 'onsite', hoursMin: 38, hoursMax: 40, salary: [3100, 4000], postedDaysAgo: 2, closesInDays: 45, highlighted: 0, task: 'Je installeert, onderhoudt en repareert warmtepompen bij particulieren en bedrijven in de regio Utrecht.', ask: 'Een mbo-diploma elektrotechniek of werktuigbouw en een rijbewijs B.', image: 'warmtepomp' },
  { slug: 'projectleider-installatietechniek', title: 'Projectleider installatietechniek', department: 'Projecten', locality: 'Amsterdam', postalCode: '1043 BW', street: 'Kingsfordweg 151', region: 'Noord-Holland', employmentType: 'FULL_TIME', workplace: 'hybrid', hoursMin: 36, hoursMax: 40, salary: [4600, 6200], postedDaysAgo: 6, closesInDays: 30, highlighted: 1, task: 'Je leidt installatieprojecten in utiliteitsgebouwen van offerte tot oplevering en bewaakt planning, budget en kwaliteit.', ask: 'Een hbo-opleiding werktuigbouwkunde of installatietechniek en vijf jaar ervaring als projectleider.', image: 'bouwtekening' },
  { slug: 'software-engineer-iot', title: 'Software engineer IoT', department: 'Engineering', locality: 'Eindhoven', postalCode: '5612 AZ', street: 'Kennedyplein 10', region: 'Noord-Brabant', employmentType: 'FULL_TIME', workplace: 'remote', hoursMin: 32, hoursMax: 40, salary: [4200, 5800], postedDaysAgo: 9, highlighted: 2, task: 'Je bouwt de software waarmee onze installaties op afstand gemonitord en bijgestuurd worden: van firmware tot dashboard.', ask: 'Ervaring met TypeScript of Rust, MQTT en het bouwen van betrouwbare systemen.', image: 'printplaat' },
  { slug: 'werkvoorbereider-elektro', title: 'Werkvoorbereider elektrotechniek', department: 'Projecten', locality: 'Rotterdam', postalCode: '3013 AL', street: 'Weena 505', region: 'Zuid-Holland', employmentType: 'FULL_TIME', workplace: 'onsite', hoursMin: 40, salary: [3400, 4500], postedDaysAgo: 20, closesInDays: 60, highlighted: 3, task: 'Je maakt tekeningen, materiaalstaten en planningen zodat onze monteurs goed voorbereid aan de slag gaan.', ask: 'Een mbo- of hbo-opleiding elektrotechniek en kennis van AutoCAD of Revit.' },
  { slug: 'accountmanager-zakelijke-markt', title: 'Accountmanager zakelijke markt', department: 'Sales', locality: 'Utrecht', postalCode: '3542 AD', street: 'Atoomweg 50', region: 'Utrecht', employmentType: 'FULL_TIME', workplace: 'hybrid', hoursMin: 36, hoursMax: 40, salary: [3800, 5200], postedDaysAgo: 12, task: 'Je bouwt relaties op met vastgoedbeheerders en installateurs en adviseert hen over verduurzaming.', ask: 'Commercieel inzicht, technische affiniteit en ervaring in de b2b-verkoop.' },
  { slug: 'monteur-zonnepanelen', title: 'Monteur zonnepanelen', department: 'Service', locality: 'Zwolle', postalCode: '8013 NB', street: 'Grote Voort 1', region: 'Overijssel', employmentType: 'TEMPORARY', workplace: 'onsite', hoursMin: 40, postedDaysAgo: 4, closesInDays: 21, task: 'Je monteert zonnepanelen en omvormers op daken van woningen en bedrijfspanden.', ask: 'Je werkt veilig op hoogte; een VCA-diploma is een pré.', image: 'zonnedaken' },
  { slug: 'stagiair-duurzame-energie', title: 'Stagiair duurzame energie', department: 'Engineering', locality: 'Eindhoven', postalCode: '5612 AZ', street: 'Kennedyplein 10', region: 'Noord-Brabant', employmentType: 'INTERN', workplace: 'hybrid', hoursMin: 32, hoursMax: 40, postedDaysAgo: 15, task: 'Je onderzoekt hoe warmtenetten en warmtepompen samen het slimst geregeld worden.', ask: 'Je studeert werktuigbouwkunde, elektrotechniek of technische natuurkunde.' },
  { slug: 'planner-service', title: 'Planner service en onderhoud', department: 'Service', locality: 'Amsterdam', postalCode: '1043 BW', street: 'Kingsfordweg 151', region: 'Noord-Holland', employmentType: 'PART_TIME', workplace: 'onsite', hoursMin: 24, hoursMax: 32, salary: [2900, 3600], postedDaysAgo: 30, task: 'Je plant de onderhoudsbezoeken van onze monteurs en houdt klanten op de hoogte.', ask: 'Planningservaring, rust bij drukte en een klantvriendelijke houding.' },
  { slug: 'data-analist-energie', title: 'Data-analist energie', department: 'Engineering', locality: 'Utrecht', postalCode: '3542 AD', street: 'Atoomweg 50', region: 'Utrecht', employmentType: 'CONTRACTOR', workplace: 'hybrid', hoursMin: 24, hoursMax: 36, postedDaysAgo: 25, closesInDays: 14, task: 'Je analyseert verbruiksdata van honderden installaties en vertaalt die naar besparingsadvies.', ask: 'Ervaring met SQL en Python, en plezier in heldere rapportages.' },
  { slug: 'binnendienst-verkoop', title: 'Medewerker binnendienst verkoop', department: 'Sales', locality: 'Rotterdam', postalCode: '3013 AL', street: 'Weena 505', region: 'Zuid-Holland', employmentType: 'PART_TIME', workplace: 'onsite', hoursMin: 24, hoursMax: 32, salary: [2700, 3300], postedDaysAgo: 40, task: 'Je maakt offertes, beantwoordt vragen van klanten en ondersteunt de accountmanagers.', ask: 'Een mbo-4-opleiding en goede beheersing van Nederlands en Engels.' },
  { slug: 'vrijwilliger-energiecoach', title: 'Vrijwilliger energiecoach', department: 'Service', locality: 'Zwolle', postalCode: '8013 NB', street: 'Grote Voort 1', region: 'Overijssel', employmentType: 'VOLUNTEER', workplace: 'onsite', hoursMin: 4, hoursMax: 8, postedDaysAgo: 18, task: 'Je helpt buurtbewoners hun energierekening te verlagen met praktisch advies aan de keukentafel.', ask: 'Interesse in energie en plezier in het helpen van mensen.' },
  { slug: 'tekenaar-constructeur', title: 'Tekenaar-constructeur', department: 'Projecten', locality: 'Amsterdam', postalCode: '1043 BW', street: 'Kingsfordweg 151', region: 'Noord-Holland', employmentType: 'FULL_TIME', workplace: 'onsite', hoursMin: 40, salary: [3300, 4300], postedDaysAgo: 70, closesInDays: -5, task: 'Je tekent installaties in 3D en maakt de details voor de werkplaats.', ask: 'Ervaring met Revit en kennis van installatietechniek.' },
];

/** The vacancy's description: what you do (with its illustration, if any), what we ask, what we offer, and whom to call. */
export function descriptionBlocks(vacancy: DemoVacancy, images: DemoImages): unknown[] {
  return [
    { type: 'heading', key: 'wat', props: { text: 'Wat ga je doen?', level: 'h2' } },
    { type: 'rich-text', key: 'taak', props: { html: `<p>${vacancy.task}</p>` } },
    ...(vacancy.image ? [{ type: 'image', key: 'beeld', props: {}, __images: { image: [imageEntry(images, vacancy.image, 'nl')] } }] : []),
    { type: 'heading', key: 'vragen', props: { text: 'Wat vragen wij?', level: 'h2' } },
    { type: 'rich-text', key: 'eisen', props: { html: `<p>${vacancy.ask}</p>` } },
    { type: 'heading', key: 'bieden', props: { text: 'Wat bieden wij?', level: 'h2' } },
    { type: 'rich-text', key: 'aanbod', props: { html: '<ul><li>Een vast contract na een jaar</li><li>Een opleidingsbudget van € 1.500 per jaar</li><li>Een elektrische bedrijfsauto of een ov-abonnement</li></ul>' } },
    {
      type: 'consultancy', key: 'contact', anchorPoint: 'contact',
      props: { text: '<p>Vragen over deze vacature? Sanne vertelt je er graag meer over.</p>', name: 'Sanne de Vries', description: `Recruiter ${vacancy.department.toLowerCase()}`, telephone: '+31 30 760 40 00', email: 'werkenbij@blokwerk.example' },
    },
  ];
}
