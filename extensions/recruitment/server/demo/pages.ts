import { imageEntry, type DemoImages } from './images.js';

/** The demo's own pages, in Dutch and English: home, about us, privacy statement and an HTML sitemap. */
export interface DemoPage {
  key: 'home' | 'about' | 'privacy' | 'sitemap';
  nl: { title: string; slug: string; description: string; blocks: unknown[] };
  en: { title: string; slug: string; description: string; blocks: unknown[] };
}

const text = (key: string, html: string) => ({ type: 'rich-text', key, props: { html } });
const heading = (key: string, value: string) => ({ type: 'heading', key, props: { text: value, level: 'h2' } });
type ImageEntry = ReturnType<typeof imageEntry>;
const image = (key: string, entry: ImageEntry) => ({ type: 'image', key, props: {}, __images: { image: [entry] } });
const textWithImage = (key: string, html: string, entry: ImageEntry) => ({
  type: 'text-with-image',
  key,
  props: { html, imagePosition: 'right' },
  __images: { image: [entry] },
});

/** The pages, their images taken from the demo's images in the library (images.ts). */
export const demoPages = (images: DemoImages): readonly DemoPage[] => [
  {
    key: 'home',
    nl: {
      title: 'Werken bij Blokwerk Techniek',
      slug: '',
      description: 'Vacatures bij Blokwerk Techniek: monteurs, engineers, projectleiders en meer. Werk aan duurzame installaties in heel Nederland.',
      blocks: [
        image('beeld', imageEntry(images, 'zonnedaken', 'nl')),
        text(
          'intro',
          '<p>Wij maken gebouwen duurzaam: met warmtepompen, zonnepanelen en slimme regelingen. Daar hebben we vakmensen voor nodig. Kom jij ons ' +
            'team versterken?</p>',
        ),
        { type: 'vacancy-highlights', key: 'uitgelicht', props: { title: 'Uitgelichte vacatures' } },
        heading('waarom', 'Waarom Blokwerk Techniek?'),
        text(
          'redenen',
          '<ul><li>Werk dat ertoe doet: elk project bespaart CO₂.</li><li>Ruimte om te leren, met een eigen opleidingsbudget.</li><li>Collega’s ' +
            'die voor elkaar klaarstaan.</li></ul>',
        ),
      ],
    },
    en: {
      title: 'Careers at Blokwerk Techniek',
      slug: '',
      description: 'Jobs at Blokwerk Techniek: technicians, engineers, project leaders and more. Work on sustainable installations across the Netherlands.',
      blocks: [
        image('beeld', imageEntry(images, 'zonnedaken', 'en')),
        text(
          'intro',
          '<p>We make buildings sustainable: with heat pumps, solar panels and smart controls. For that we need craftspeople. Will you join our team?</p>',
        ),
        { type: 'vacancy-highlights', key: 'uitgelicht', props: { title: 'Highlighted vacancies' } },
        heading('waarom', 'Why Blokwerk Techniek?'),
        text(
          'redenen',
          '<ul><li>Work that matters: every project saves CO₂.</li><li>Room to learn, with a training budget of your own.</li><li>Colleagues who ' +
            'have your back.</li></ul>',
        ),
      ],
    },
  },
  {
    key: 'about',
    nl: {
      title: 'Over ons',
      slug: 'over-ons',
      description: 'Blokwerk Techniek ontwerpt, bouwt en onderhoudt duurzame installaties, met 180 collega’s in vijf vestigingen.',
      blocks: [
        textWithImage(
          'wie',
          '<p>Blokwerk Techniek is een installatiebedrijf met 180 medewerkers in Utrecht, Amsterdam, Rotterdam, Eindhoven en Zwolle. Sinds 1998 ' +
            'ontwerpen, bouwen en onderhouden we installaties voor woningen en bedrijven.</p>',
          imageEntry(images, 'vestigingen', 'nl'),
        ),
        heading('cultuur', 'Hoe wij werken'),
        text('hoe', '<p>Korte lijnen, veel vertrouwen en aandacht voor veiligheid. Monteurs, engineers en planners werken in vaste teams per regio.</p>'),
      ],
    },
    en: {
      title: 'About us',
      slug: 'about-us',
      description: 'Blokwerk Techniek designs, builds and maintains sustainable installations, with 180 people in five offices.',
      blocks: [
        textWithImage(
          'wie',
          '<p>Blokwerk Techniek is an installation company with 180 people in Utrecht, Amsterdam, Rotterdam, Eindhoven and Zwolle. Since 1998 we ' +
            'have designed, built and maintained installations for homes and businesses.</p>',
          imageEntry(images, 'vestigingen', 'en'),
        ),
        heading('cultuur', 'How we work'),
        text('hoe', '<p>Short lines, plenty of trust and attention to safety. Technicians, engineers and planners work in fixed teams per region.</p>'),
      ],
    },
  },
  {
    key: 'privacy',
    nl: {
      title: 'Privacyverklaring',
      slug: 'privacyverklaring',
      description: 'Hoe Blokwerk Techniek omgaat met de gegevens van sollicitanten: welke, waarom, hoe lang, en je rechten.',
      blocks: [
        text(
          'intro',
          '<p>Blokwerk Techniek gaat zorgvuldig om met je persoonsgegevens. In deze verklaring lees je welke gegevens we verwerken wanneer je ' +
            'solliciteert, waarom, en hoe lang we ze bewaren.</p>',
        ),
        heading('welke', 'Welke gegevens'),
        text('gegevens', '<p>Je naam, contactgegevens, cv en motivatie. We gebruiken ze alleen om je sollicitatie te beoordelen.</p>'),
        heading('bewaren', 'Hoe lang'),
        text('termijn', '<p>Tot vier weken na het einde van de procedure, of een jaar als je daar toestemming voor geeft. Daarna verwijderen we ze.</p>'),
        heading('rechten', 'Je rechten'),
        text('inzage', '<p>Je mag je gegevens inzien, laten verbeteren of laten verwijderen. Mail daarvoor naar privacy@blokwerk.example.</p>'),
      ],
    },
    en: {
      title: 'Privacy statement',
      slug: 'privacy-statement',
      description: 'How Blokwerk Techniek handles applicants’ data: which, why, for how long, and your rights.',
      blocks: [
        text(
          'intro',
          '<p>Blokwerk Techniek handles your personal data with care. This statement says which data we process when you apply, why, and how long ' +
            'we keep it.</p>',
        ),
        heading('welke', 'Which data'),
        text('gegevens', '<p>Your name, contact details, CV and motivation. We use them only to assess your application.</p>'),
        heading('bewaren', 'How long'),
        text('termijn', '<p>Until four weeks after the procedure ends, or a year if you agree to that. Then we delete them.</p>'),
        heading('rechten', 'Your rights'),
        text('inzage', '<p>You may see, correct or delete your data. Mail privacy@blokwerk.example.</p>'),
      ],
    },
  },
  {
    key: 'sitemap',
    nl: {
      title: 'Sitemap',
      slug: 'sitemap',
      description: 'Alle pagina’s en vacatures van Blokwerk Techniek op een rij.',
      blocks: [
        text(
          'paginas',
          '<ul><li><a href="/">Home</a></li><li><a href="/vacatures">Vacatures</a></li><li><a href="/over-ons">Over ons</a></li><li><a ' +
            'href="/privacyverklaring">Privacyverklaring</a></li></ul>',
        ),
        { type: 'page-list', key: 'vacatures', props: { title: 'Alle vacatures', pageType: 'vacancy', limit: 50 } },
      ],
    },
    en: {
      title: 'Sitemap',
      slug: 'sitemap',
      description: 'Every page and vacancy of Blokwerk Techniek at a glance.',
      blocks: [
        text(
          'paginas',
          '<ul><li><a href="/en">Home</a></li><li><a href="/en/vacancies">Vacancies</a></li><li><a href="/en/about-us">About us</a></li><li><a ' +
            'href="/en/privacy-statement">Privacy statement</a></li></ul>',
        ),
        { type: 'page-list', key: 'vacatures', props: { title: 'All vacancies', pageType: 'vacancy', limit: 50 } },
      ],
    },
  },
];
