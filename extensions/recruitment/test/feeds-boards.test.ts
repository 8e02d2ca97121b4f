import { beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import recruitment from '../server/index.js';
import { plainText } from '../server/boards/rules.js';
import { ADMIN, gql, signedIn, useTestServer, type ApiClient, type Envelope } from '@blokwerk/testing';

// Renders the built site (site/dist, or BLOKWERK_SITE_DIST, built with the configured extensions).
// Each board's feed is checked against the rules its documentation states (the extension's README, "Job boards").

const ORIGIN = 'https://www.werkenbij.example.test';
const RECRUITER = 'werving@werkenbij.example.test';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const LONG = '<p>Je installeert, onderhoudt en repareert warmtepompen bij particulieren en bedrijven in de regio Utrecht, met je eigen bus en gereedschap.</p>';

const base = {
  hoursMin: 38,
  department: 'Service',
  street: 'Atoomweg 50',
  postalCode: '3542 AD',
  locality: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  employmentType: 'FULL_TIME',
  workplace: 'hybrid',
  salaryMin: 3100,
  salaryMax: 4000,
  salaryUnit: 'MONTH',
  datePosted: day(-3),
  closingDate: day(30),
};

/** The vacancies, by title: what each one is and which boards' feeds must carry it. */
const VACANCIES: { title: string; locale?: string; typeData: Record<string, unknown>; html?: string; boards: string[] }[] = [
  { title: 'Compleet', typeData: { ...base, reference: 'SM-1' }, boards: ['indeed', 'linkedin', 'jooble'] },
  { title: 'Korte omschrijving', typeData: { ...base, datePosted: day(-5) }, html: '<p>Kort: warmtepompen.</p>', boards: ['indeed', 'jooble'] },
  { title: 'Lang geleden geplaatst', typeData: { ...base, datePosted: day(-60) }, boards: ['indeed', 'linkedin'] },
  { title: 'Zonder postcode', typeData: { ...base, postalCode: undefined }, boards: ['linkedin', 'jooble'] },
  { title: 'Niet naar vacaturesites', typeData: { ...base, postToBoards: false }, boards: [] },
  {
    title: 'Op afstand in ponden',
    typeData: { ...base, workplace: 'remote', salaryMin: 40_000, salaryMax: 50_000, salaryUnit: 'YEAR', salaryCurrency: 'GBP', closingDate: undefined },
    boards: ['indeed', 'linkedin', 'jooble'],
  },
  { title: 'Gesloten', typeData: { ...base, datePosted: day(-20), closingDate: day(-1) }, boards: [] },
  { title: 'Heat pump technician', locale: 'en', typeData: base, boards: [] },
];

/** A feed's jobs: each element's text by name (CDATA read), and the job's attributes as `@name`. */
function jobsOf(xml: string, root: string): Record<string, string>[] {
  const document = create(xml).root();
  expect(document.node.nodeName).toBe(root);
  return Array.from((document.node as unknown as Element).getElementsByTagName('job'), (job) => ({
    ...Object.fromEntries(Array.from(job.attributes, (attribute) => [`@${attribute.name}`, attribute.value])),
    ...Object.fromEntries(Array.from(job.children, (child) => [child.nodeName, child.textContent ?? ''])),
  }));
}

const titles = (jobs: Record<string, string>[], field = 'title') => jobs.map((job) => job[field]).toSorted();
const expected = (board: string) =>
  VACANCIES.filter((v) => v.boards.includes(board))
    .map((v) => v.title)
    .toSorted();

describe('the job boards’ feeds', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_PUBLIC_URL: ORIGIN } });
  let admin: ApiClient;
  const ids = new Map<string, number>();

  async function feed(path: string): Promise<string> {
    const response = await fetch(new URL(path, server.t.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    return response.text();
  }

  /** Sets the recruitment settings' recruiter address ('' none): LinkedIn's job poster. */
  const recruiter = (recruiterEmail: string) =>
    admin.post<Envelope>('/api/blokwerk/recruitment-settings/update', { organisationName: 'Warmte & Co', recruiterEmail });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const settings = await admin.post<Envelope>('/api/blokwerk/recruitment-settings/update', {
      organisationName: 'Warmte & Co',
      newForDays: 14,
      recruiterEmail: RECRUITER,
    });
    if (settings.status !== 200) throw new Error(`the recruitment settings were not saved: ${settings.status}`);
    for (const [i, vacancy] of VACANCIES.entries()) {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: {
            title: vacancy.title,
            slug: `vacature-${i}`,
            type: 'vacancy',
            locale: vacancy.locale ?? 'nl',
            typeData: vacancy.typeData,
            content: [{ type: 'rich-text', key: 'd', props: { html: vacancy.html ?? LONG } }],
          },
        },
      );
      await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
      ids.set(vacancy.title, createPage.pageID);
    }
  });

  it('Indeed: every required element in CDATA, the date the page shows, stable reference numbers, the pay range', async () => {
    const xml = await feed('/vacatures/indeed.xml');
    const jobs = jobsOf(xml, 'source');
    expect(titles(jobs)).toEqual(expected('indeed'));
    expect(xml).toContain('<publisher>Warmte &amp; Co</publisher>');
    for (const job of jobs) {
      for (const field of ['title', 'date', 'referencenumber', 'requisitionid', 'url', 'company', 'city', 'country', 'postalcode', 'description', 'jobtype']) {
        expect(job[field], `${job.title}: ${field}`).toMatch(/\S/);
        expect(xml).toContain(`<${field}><![CDATA[${job[field]}`);
      }
      expect(job.company).toBe('Warmte & Co');
      expect(job.referencenumber).toBe(String(ids.get(job.title ?? '')));
      expect(job.url).toMatch(new RegExp(`^${ORIGIN}/vacatures/vacature-\\d$`));
      // ISO 8601 (Indeed's recommendation), the day the vacancy page shows as posted.
      expect(job.date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/);
      const page = await (await fetch(new URL(new URL(job.url ?? '').pathname, server.t.url))).text();
      const posting = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1] ?? '{}') as {
        datePosted?: string;
        directApply?: boolean;
      };
      expect(job.date?.slice(0, 10)).toBe(posting.datePosted);
      // Its page carries the application form.
      expect(posting.directApply).toBe(true);
    }
    const byTitle = new Map(jobs.map((job) => [job.title, job]));
    expect(byTitle.get('Compleet')).toMatchObject({
      requisitionid: 'SM-1',
      salary: '€3100 - €4000 per month',
      jobtype: 'fulltime',
      remotetype: 'Hybrid remote',
      state: 'Utrecht',
      streetaddress: 'Atoomweg 50',
    });
    expect(byTitle.get('Compleet')?.expirationdate).toMatch(new RegExp(`^${day(30)}T23:59:59\\+0[12]:00$`));
    expect(byTitle.get('Op afstand in ponden')).toMatchObject({ salary: '£40000 - £50000 per year', remotetype: 'Fully remote' });
    // The old job feed stays at its address, with every open vacancy.
    expect(titles(jobsOf(await feed('/vacatures/jobs.xml'), 'source'))).toEqual(
      VACANCIES.filter((v) => !v.locale && v.title !== 'Gesloten')
        .map((v) => v.title)
        .toSorted(),
    );
  });

  it('LinkedIn: job wrapping elements, a description of 100+ characters, workplaceTypes, a stable id and the salaries', async () => {
    const xml = await feed('/vacatures/linkedin.xml');
    const jobs = jobsOf(xml, 'source');
    expect(titles(jobs)).toEqual(expected('linkedin'));
    expect(xml).toContain(`<expectedJobCount>${jobs.length}</expectedJobCount>`);
    for (const job of jobs) {
      for (const field of ['partnerJobId', 'company', 'title', 'description', 'applyUrl', 'location', 'workplaceTypes'])
        expect(job[field], `${job.title}: ${field}`).toMatch(/\S/);
      // Mandatory since June 2025: the job poster's e-mail, the recruitment settings' recruiter address.
      expect(job.posterEmail).toBe(RECRUITER);
      expect(job.partnerJobId).toBe(String(ids.get(job.title ?? '')));
      expect(job.partnerJobId?.length).toBeLessThanOrEqual(40);
      expect(plainText(job.description ?? '').length).toBeGreaterThanOrEqual(100);
      expect(job.applyUrl).toMatch(/^https:\/\/www\./);
      expect(['On-site', 'Hybrid', 'Remote']).toContain(job.workplaceTypes);
    }
    const byTitle = new Map(jobs.map((job) => [job.title, job]));
    expect(byTitle.get('Compleet')).toMatchObject({ location: 'Utrecht, Netherlands', workplaceTypes: 'Hybrid', jobtype: 'FULL_TIME', postalCode: '3542 AD' });
    expect(byTitle.get('Op afstand in ponden')?.workplaceTypes).toBe('Remote');
    const salaries = create(xml).end({ format: 'object' }) as { source: { job: { title: { $: string }; salaries?: unknown }[] } };
    const salaryOf = (title: string) => salaries.source.job.find((job) => job.title.$ === title)?.salaries;
    expect(salaryOf('Compleet')).toEqual({
      salary: {
        highEnd: { amount: { $: '4000' }, currencyCode: { $: 'EUR' } },
        lowEnd: { amount: { $: '3100' }, currencyCode: { $: 'EUR' } },
        period: { $: 'MONTHLY' },
        type: { $: 'BASE_SALARY' },
      },
    });
    expect(salaryOf('Op afstand in ponden')).toMatchObject({ salary: { highEnd: { currencyCode: { $: 'GBP' } }, period: { $: 'YEARLY' } } });
  });

  it('Jooble: jobs of the last 45 days, dates as DD.MM.YYYY, each with its id, link, name, region, description and company', async () => {
    const jobs = jobsOf(await feed('/vacatures/jooble.xml'), 'jobs');
    expect(titles(jobs, 'name')).toEqual(expected('jooble'));
    const oldest = Date.now() - 45 * 86_400_000;
    for (const job of jobs) {
      for (const field of ['link', 'name', 'region', 'description', 'company', 'pubdate', 'jobtype']) expect(job[field], `${job.name}: ${field}`).toMatch(/\S/);
      expect(job['@id']).toBe(String(ids.get(job.name ?? '')));
      const [dd, mm, yyyy] = (job.pubdate ?? '').split('.');
      expect(job.pubdate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(Date.parse(`${yyyy}-${mm}-${dd}T23:59:59Z`)).toBeGreaterThan(oldest);
    }
    const byName = new Map(jobs.map((job) => [job.name, job]));
    expect(byName.get('Compleet')).toMatchObject({
      pubdate: day(-3).split('-').toReversed().join('.'),
      expire: day(30).split('-').toReversed().join('.'),
      region: 'Utrecht, Utrecht',
      salary: '€3100 - €4000 per month',
      company: 'Warmte & Co',
    });
    expect(byName.get('Op afstand in ponden')).not.toHaveProperty('expire');
  });

  it('gives each locale its own feeds beside its overview', async () => {
    for (const board of ['indeed', 'linkedin']) expect(titles(jobsOf(await feed(`/en/vacancies/${board}.xml`), 'source'))).toEqual(['Heat pump technician']);
    expect(titles(jobsOf(await feed('/en/vacancies/jooble.xml'), 'jobs'), 'name')).toEqual(['Heat pump technician']);
  });

  it('reports what each vacancy posted to the boards lacks, per board, to vacancy editors only', async () => {
    const report = await admin.get<
      Envelope & {
        items: {
          pageID: number;
          title: string;
          published: boolean;
          closed: boolean;
          boards: { board: string; lacks: { code: string; required: boolean }[] }[];
        }[];
      }
    >('/api/blokwerk/job-boards/report');
    expect(report.status).toBe(200);
    const byTitle = new Map(report.body.items.map((item) => [item.title, item]));
    expect(byTitle.has('Niet naar vacaturesites')).toBe(false);
    const lacks = (title: string, board: string) => byTitle.get(title)?.boards.find((verdict) => verdict.board === board)?.lacks;
    expect(lacks('Korte omschrijving', 'linkedin')).toEqual([{ code: 'descriptionTooShort', required: true }]);
    expect(lacks('Zonder postcode', 'indeed')).toEqual([{ code: 'noPostalCode', required: true }]);
    expect(lacks('Lang geleden geplaatst', 'jooble')).toEqual([{ code: 'postedTooLongAgo', required: true }]);
    expect(lacks('Op afstand in ponden', 'jooble')).toEqual([{ code: 'noClosingDate', required: false }]);
    expect(byTitle.get('Compleet')?.boards.every((verdict) => verdict.lacks.length === 0)).toBe(true);
    expect(byTitle.get('Gesloten')).toMatchObject({ published: true, closed: true });
    // The switch is on for a vacancy saved without it: the server filled the default in.
    const { page } = await gql<{ page: { pageVersion: { typeData: Record<string, unknown> } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { pageVersion { typeData } } }',
      { id: ids.get('Compleet') },
    );
    expect(page.pageVersion.typeData.postToBoards).toBe(true);
    const anonymous = await fetch(new URL('/api/blokwerk/job-boards/report', server.t.url));
    expect(anonymous.status).toBe(401);
  });

  it('leaves every vacancy out of LinkedIn’s feed, and says why, while the settings name no recruiter address', async () => {
    expect((await recruiter('')).status).toBe(200);
    try {
      expect(jobsOf(await feed('/vacatures/linkedin.xml'), 'source')).toEqual([]);
      expect(titles(jobsOf(await feed('/vacatures/indeed.xml'), 'source'))).toEqual(expected('indeed'));
      const report = await admin.get<Envelope & { items: { title: string; boards: { board: string; lacks: { code: string; required: boolean }[] }[] }[] }>(
        '/api/blokwerk/job-boards/report',
      );
      const compleet = report.body.items.find((item) => item.title === 'Compleet');
      expect(compleet?.boards.find((verdict) => verdict.board === 'linkedin')?.lacks).toEqual([{ code: 'noPosterEmail', required: true }]);
      expect(compleet?.boards.find((verdict) => verdict.board === 'indeed')?.lacks).toEqual([]);
    } finally {
      await recruiter(RECRUITER);
    }
  });
});
