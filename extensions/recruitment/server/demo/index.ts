import { coreOperations, invoke, type FeatureModule, type OperationContext } from '@blokwerk/server/extension';
import { setHighlights } from '../highlights/operations.js';
import { updateRecruitmentSettings } from '../settings/operations.js';
import { writeDemoImages, type DemoImages } from './images.js';
import { demoPages } from './pages.js';
import { DEMO_VACANCIES, departmentIn, descriptionBlocks, type DemoLocale, type DemoVacancy } from './vacancies.js';

const { addMenuItem, createPage, createTranslation, publishPage, storeVersion, validateTag } = coreOperations;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function publish(ctx: OperationContext, id: number): Promise<void> {
  await invoke(publishPage, ctx, { id });
}

/** A vacancy's facts in a locale's pages (only the department's name differs). */
function typeDataOf(vacancy: DemoVacancy, locale: DemoLocale): Record<string, unknown> {
  return {
    hoursMin: vacancy.hoursMin,
    ...(vacancy.hoursMax ? { hoursMax: vacancy.hoursMax } : {}),
    department: departmentIn(vacancy, locale),
    street: vacancy.street,
    postalCode: vacancy.postalCode,
    locality: vacancy.locality,
    region: vacancy.region,
    country: 'NL',
    employmentType: vacancy.employmentType,
    workplace: vacancy.workplace,
    ...(vacancy.salary ? { salaryMin: vacancy.salary[0], salaryMax: vacancy.salary[1], salaryUnit: 'MONTH' } : {}),
    datePosted: day(-vacancy.postedDaysAgo),
    ...(vacancy.closesInDays === undefined ? {} : { closingDate: day(vacancy.closesInDays) }),
    reference: referenceOf(vacancy.slug),
  };
}

/** Public tags, in each locale's words, that the demo's vacancies get from their facts: the tag pages and the overview's tag filter show them. */
const DEMO_TAGS = {
  nl: { home: 'Thuiswerken mogelijk', partTime: 'Parttime', intern: 'Starters' },
  en: { home: 'Work from home', partTime: 'Part-time work', intern: 'Starters' },
} satisfies Record<DemoLocale, Record<string, string>>;

function tagsOf(vacancy: DemoVacancy, locale: DemoLocale): string[] {
  const words = DEMO_TAGS[locale];
  return [
    ...(vacancy.workplace === 'onsite' ? [] : [words.home]),
    ...(vacancy.employmentType === 'PART_TIME' || vacancy.hoursMin <= 32 ? [words.partTime] : []),
    ...(vacancy.employmentType === 'INTERN' ? [words.intern] : []),
  ];
}

/** A vacancy's version in a locale: its description, facts and tags. */
function versionOf(vacancy: DemoVacancy, images: DemoImages, locale: DemoLocale) {
  return { blocks: descriptionBlocks(vacancy, images, locale), typeData: typeDataOf(vacancy, locale), tags: tagsOf(vacancy, locale) };
}

/** The vacancies in Dutch and their English translations, published, and the highlighted ones in their order. */
async function writeVacancies(ctx: OperationContext, images: DemoImages): Promise<void> {
  const highlighted: [number, number][] = [];
  for (const tag of Object.values(DEMO_TAGS).flatMap((words) => Object.values(words))) await invoke(validateTag, ctx, { tag });
  for (const vacancy of DEMO_VACANCIES) {
    const { blocks, typeData, tags } = versionOf(vacancy, images, 'nl');
    const nl = await invoke(createPage, ctx, { title: vacancy.title, slug: vacancy.slug, type: 'vacancy', locale: 'nl', content: blocks, typeData });
    // A page is created with its content; its tags come with the version stored next.
    await invoke(storeVersion, ctx, { id: nl.pageVersionID, revision: 1, title: vacancy.title, blocks, typeData, tags });
    const pageID = nl.pageID;
    await publish(ctx, pageID);
    const en = await invoke(createTranslation, ctx, { pageID, newLocale: 'en', title: vacancy.en.title, slug: vacancy.en.slug });
    await invoke(storeVersion, ctx, { id: en.pageVersionID, revision: 1, title: vacancy.en.title, ...versionOf(vacancy, images, 'en') });
    await publish(ctx, en.pageID);
    if (vacancy.highlighted !== undefined) highlighted.push([vacancy.highlighted, pageID]);
  }
  await invoke(setHighlights, ctx, { pageIDs: highlighted.toSorted(([a], [b]) => a - b).map(([, id]) => id) });
}

/** A stable reference per vacancy, from its slug: BWT-0000 to BWT-9972. */
function referenceOf(slug: string): string {
  const number = [...slug].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);
  return `BWT-${String(number).padStart(4, '0')}`;
}

/** The extension's own pages the demo's menus link after Home (site-routes.ts), with their labels. */
const MENU_ROUTES: readonly { route: string; label: Readonly<Record<string, string>> }[] = [
  { route: 'vacancies', label: { nl: 'Vacatures', en: 'Vacancies' } },
  { route: 'vacancy-alerts', label: { nl: 'Vacature-alerts', en: 'Job alerts' } },
];

/** Home, about us, privacy and sitemap in Dutch, their English translations, and a menu per locale. */
async function writePages(ctx: OperationContext, images: DemoImages): Promise<void> {
  const menu: { locale: string; label: string; pageId: number }[] = [];
  for (const page of demoPages(images)) {
    const nl = await invoke(createPage, ctx, { title: page.nl.title, slug: page.nl.slug, type: 'page', locale: 'nl' });
    await invoke(storeVersion, ctx, { id: nl.pageVersionID, revision: 1, title: page.nl.title, blocks: page.nl.blocks, seoDescription: page.nl.description });
    await publish(ctx, nl.pageID);
    const en = await invoke(createTranslation, ctx, { pageID: nl.pageID, newLocale: 'en', title: page.en.title, slug: page.en.slug });
    await invoke(storeVersion, ctx, { id: en.pageVersionID, revision: 1, title: page.en.title, blocks: page.en.blocks, seoDescription: page.en.description });
    await publish(ctx, en.pageID);
    if (page.key !== 'sitemap') {
      menu.push({ locale: 'nl', label: page.key === 'home' ? 'Home' : page.nl.title, pageId: nl.pageID });
      menu.push({ locale: 'en', label: page.key === 'home' ? 'Home' : page.en.title, pageId: en.pageID });
    }
  }
  for (const [index, item] of menu.entries()) {
    await invoke(addMenuItem, ctx, { locale: item.locale, label: item.label, target: { kind: 'internal', pageId: item.pageId } });
    // Home comes first in each locale: the routes follow it, in the locales they have a path in.
    if (index >= 2) continue;
    for (const { route, label } of MENU_ROUTES) {
      const declared = ctx.services.platform.siteRoutes.find((r) => r.id === route);
      const text = label[item.locale];
      if (declared?.paths[item.locale] && text) await invoke(addMenuItem, ctx, { locale: item.locale, label: text, target: { kind: 'route', route } });
    }
  }
}

/** Who the demo's new applications are announced to. */
export const DEMO_RECRUITER_EMAIL = 'recruiter@blokwerk.example';

/** The demo every fresh start shows (BLOKWERK_SEED=demo): written through the operations, so editors can change all of it. */
export const demoModule: FeatureModule = {
  name: 'recruitment-demo',
  entities: [],
  async demo(ctx) {
    await invoke(updateRecruitmentSettings, ctx, {
      organisationName: 'Blokwerk Techniek',
      contactTelephone: '+31 30 760 40 00',
      contactEmail: 'werkenbij@blokwerk.example',
      contactAddress: 'Atoomweg 50, 3542 AD Utrecht',
      recruiterEmail: DEMO_RECRUITER_EMAIL,
    });
    const images = await writeDemoImages(ctx);
    await writeVacancies(ctx, images);
    await writePages(ctx, images);
  },
};
