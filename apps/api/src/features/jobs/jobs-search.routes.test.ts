import {
  BUSINESS_CATEGORY_NAMES,
  JOB_TYPES,
  type JobSummary,
  MINIMUM_AGES,
  WORK_FORMATS,
  jobListQuerySchema,
} from '@firstshift/domain';
import { describe, expect, it, vi } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { listPublicJobs } from './jobs.repository';

describe.each(testDatabaseKinds)('searching GET /api/jobs/ on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const search = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return {
      titles: res.json<JobSummary[]>().map((j) => j.title),
      total: Number(res.headers['x-total-count']),
    };
  };

  it('ranks a match in the title above a match in the description only', async () => {
    await createJob(ctx.db, { title: 'Barista', description: 'Make coffee for regulars.' });
    await createJob(ctx.db, {
      title: 'Dishwasher',
      description: 'Help the barista team on busy mornings.',
    });
    await createJob(ctx.db, { title: 'Lifeguard', description: 'Watch the pool.' });

    const result = await search('search=barista');
    expect(result.titles).toEqual(['Barista', 'Dishwasher']);
    expect(result.total).toBe(2);
  });

  it('ranks by the column naming the word: title, then company, then category or city', async () => {
    const tutors = await createBusiness(ctx.db, { business_name: 'Tutoring Corner' });
    await createJob(ctx.db, { title: 'Reading buddy', description: 'Tutoring after school.' });
    await createJob(ctx.db, { business: tutors, title: 'Front desk helper' });
    await createJob(ctx.db, { title: 'Math Tutor', description: 'Help with homework.' });
    await createJob(ctx.db, { title: 'Camp aide', description: 'Some tutoring too.' });

    // "tutoring" finds every form of the word, and ranks the title "Math Tutor" first.
    expect((await search('search=tutoring')).titles).toEqual([
      'Math Tutor',
      'Front desk helper',
      'Camp aide',
      'Reading buddy',
    ]);
  });

  // Decision 102: both databases weigh the same parts of a job alike, and nothing else.
  it('ranks the same parts alike, whatever the other words and however often a word occurs', async () => {
    await createJob(ctx.db, {
      title: 'Kennel helper',
      description: 'Dog walking, dog bathing, dog feeding: dogs all day, every dog welcome.',
    });
    await createJob(ctx.db, { title: 'Groomer', description: 'Brush a dog or two.' });
    await createJob(ctx.db, { title: 'Dog walker', description: 'Walk the neighbourhood.' });
    await createJob(ctx.db, { title: 'Front desk', description: 'Greet each dog owner.' });

    // A description naming the word five times ranks as one naming it once: by date.
    expect((await search('search=dog')).titles).toEqual([
      'Dog walker',
      'Front desk',
      'Groomer',
      'Kennel helper',
    ]);
    // Either word in the title ranks a job up; a job needs both words to be found.
    expect((await search('search=dog+walking')).titles).toEqual(['Dog walker', 'Kennel helper']);
  });

  it('finds a word whatever its accents, typed with them or without', async () => {
    const taqueria = await createBusiness(ctx.db, { business_name: 'Taquería Jalisco' });
    await createJob(ctx.db, { title: 'Café counter help', description: 'Pour coffee.' });
    await createJob(ctx.db, { business: taqueria, title: 'Line cook' });
    await createJob(ctx.db, { title: 'Resume reviewer', description: 'Read every résumé.' });
    await createJob(ctx.db, { title: 'Lifeguard', description: 'Watch the pool.' });

    expect((await search('search=cafe')).titles).toEqual(['Café counter help']);
    expect((await search('search=caf%C3%A9')).titles).toEqual(['Café counter help']);
    expect((await search('search=taqueria')).titles).toEqual(['Line cook']);
    expect((await search('search=r%C3%A9sum%C3%A9')).total).toBe(1);
  });

  it('reads a word typed in full-width or compatibility letters as its plain letters', async () => {
    await createJob(ctx.db, { title: 'Barista', description: 'Make coffee for regulars.' });
    await createJob(ctx.db, { title: 'Lifeguard', description: 'Watch the pool.' });
    // "Ｂarista" as a phone's full-width keyboard types it; "ﬁ" the ligature of "fi".
    expect((await search(`search=${encodeURIComponent('Ｂａｒｉｓｔａ')}`)).titles).toEqual([
      'Barista',
    ]);
    expect((await search(`search=${encodeURIComponent('coﬀee')}`)).titles).toEqual(['Barista']);
  });

  it('searches the most common words alone ("IT" is a job), and leaves them out beside others', async () => {
    await createJob(ctx.db, { title: 'IT help desk', description: 'Fix laptops.' });
    await createJob(ctx.db, { title: 'Lifeguard', description: 'Watch the pool.' });
    await createJob(ctx.db, { title: 'Cashier', description: 'Ring up sales.' });

    expect((await search('search=IT')).titles).toEqual(['IT help desk']);
    expect((await search('search=the')).titles).toEqual(['Lifeguard']);
    expect((await search('search=the+pool')).titles).toEqual(['Lifeguard']);
    // "the" is in most jobs: beside another word it narrows nothing, and is not asked for.
    expect((await search('search=the+cashier')).titles).toEqual(['Cashier']);
  });

  it('counts the matches beyond the page, also on a page past the last one', async () => {
    for (let i = 1; i <= 5; i++) await createJob(ctx.db, { title: `Usher ${i}` });
    const firstPage = await search('search=usher&limit=2');
    expect(firstPage.titles).toEqual(['Usher 5', 'Usher 4']);
    expect(firstPage.total).toBe(5);
    expect((await search('search=usher&limit=2&skip=4')).total).toBe(5);
    const pastTheEnd = await search('search=usher&limit=2&skip=6');
    expect(pastTheEnd).toEqual({ titles: [], total: 5 });
    expect(await search('search=lifeguard')).toEqual({ titles: [], total: 0 });
  });

  it('ranks, orders and pages the newest 500 matches, and says there are more', async () => {
    const business = await createBusiness(ctx.db);
    for (let i = 0; i <= 500; i++) {
      await createJob(ctx.db, { business, title: `Usher ${String(i).padStart(4, '0')}` });
    }
    const window = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?search=usher&${query}` });
      return {
        titles: res.json<JobSummary[]>().map((j) => j.title),
        total: Number(res.headers['x-total-count']),
        capped: res.headers['x-total-count-capped'],
      };
    };

    // 501 matches: the newest 500 are ranked and paged; "Usher 0000" is the one more.
    expect(await window('sort=date&limit=2')).toEqual({
      titles: ['Usher 0500', 'Usher 0499'],
      total: 500,
      capped: 'true',
    });
    expect((await window('sort=date&skip=498&limit=20')).titles).toEqual([
      'Usher 0002',
      'Usher 0001',
    ]);
    expect((await window('sort=date&skip=500')).titles).toEqual([]);
    expect((await window('sort=title&limit=1')).titles).toEqual(['Usher 0001']);
    // The same window with a filter, which PostgreSQL walks the filter's index for.
    expect(await window('job_type=part-time&state=OR&sort=title&limit=1')).toEqual({
      titles: ['Usher 0001'],
      total: 500,
      capped: 'true',
    });
    expect((await window('job_type=part-time&skip=499&limit=5')).titles).toHaveLength(1);
  });

  it('finds a search’s matches in a city whatever its name is made of', async () => {
    const cities = ['Winston-Salem', 'The Dalles', 'St. Louis', "O'Fallon", 'Cañon City', 'Of'];
    for (const city of cities) {
      await createJob(ctx.db, { title: `Usher in ${city}`, location_city: city });
      await createJob(ctx.db, { title: `Cook in ${city}`, location_city: city });
    }
    for (const city of cities) {
      const found = await search(`search=usher&location=${encodeURIComponent(`${city}, OR`)}`);
      expect(found, city).toEqual({ titles: [`Usher in ${city}`], total: 1 });
    }
  });

  it('matches whole words in any form, every word, and company, category and city', async () => {
    const bakery = await createBusiness(ctx.db, { business_name: 'Rose City Bakery' });
    await createJob(ctx.db, { business: bakery, title: 'Counter helper' });
    await createJob(ctx.db, { title: 'Dog walker', business_category: 'Pet Care' });
    await createJob(ctx.db, { title: 'Tutor', location_city: 'Springfield' });
    await createJob(ctx.db, { title: 'Senior tutor', location_city: 'Shelbyville' });

    expect((await search('search=bakery')).titles).toEqual(['Counter helper']);
    expect((await search('search=bak')).titles).toEqual([]);
    expect((await search('search=tutoring')).total).toBe(2);
    expect((await search('search=pet%20care')).titles).toEqual(['Dog walker']);
    expect((await search('search=tutor%20springfield')).titles).toEqual(['Tutor']);
    expect((await search('search=TUTOR')).total).toBe(2);
  });

  it('finds the words among the jobs of every business a company names, and none for a name no business has', async () => {
    const lakesideCafe = await createBusiness(ctx.db, { business_name: 'Lakeside Cafe' });
    const lakesideBooks = await createBusiness(ctx.db, { business_name: 'Lakeside Books' });
    const harbor = await createBusiness(ctx.db, { business_name: 'Harbor 100% Cafe' });
    await createJob(ctx.db, { business: lakesideCafe, title: 'Barista' });
    await createJob(ctx.db, { business: lakesideCafe, title: 'Line cook' });
    await createJob(ctx.db, { business: lakesideBooks, title: 'Barista helper' });
    await createJob(ctx.db, { business: harbor, title: 'Barista at the harbor' });
    await createJob(ctx.db, { business: lakesideCafe, title: 'Barista', status: 'draft' });

    expect(await search('search=barista&company=LAKESIDE')).toEqual({
      titles: ['Barista helper', 'Barista'],
      total: 2,
    });
    expect(await search('search=barista&company=lakeside&limit=1&skip=3')).toEqual({
      titles: [],
      total: 2,
    });
    expect(await search('search=barista&company=100%25')).toEqual({
      titles: ['Barista at the harbor'],
      total: 1,
    });
    expect(await search('search=barista&company=nobody')).toEqual({ titles: [], total: 0 });
    expect(await search('search=barista&company=%25%25%25x')).toEqual({ titles: [], total: 0 });
  });

  it('answers a search for a company no business has without searching the jobs', async () => {
    await createJob(ctx.db, { title: 'Barista' });
    const statements = vi.spyOn(ctx.db.getExecutor(), 'executeQuery');
    try {
      const page = await listPublicJobs(
        ctx.db,
        jobListQuerySchema.parse({ search: 'barista', company: 'nobody' }),
      );
      expect(page).toMatchObject({ json: '[]', total: 0 });
      // One statement: the businesses are looked up, and none is found (decisions 053, 055).
      expect(statements).toHaveBeenCalledTimes(1);
      expect(statements.mock.calls[0]?.[0].sql).not.toContain('"jobs"');
    } finally {
      statements.mockRestore();
    }
  });

  it('orders matches by date, title or company when asked', async () => {
    await createJob(ctx.db, { title: 'Camp counselor assistant', description: 'Summer camp.' });
    await createJob(ctx.db, { title: 'Art helper', description: 'Help at our camp crafts tent.' });

    expect((await search('search=camp&sort=date')).titles).toEqual([
      'Art helper',
      'Camp counselor assistant',
    ]);
    expect((await search('search=camp&sort=title')).titles).toEqual([
      'Art helper',
      'Camp counselor assistant',
    ]);
    expect((await search('search=camp')).titles[0]).toBe('Camp counselor assistant');
  });

  it('combines the search with filters and pages, counting every match', async () => {
    for (let i = 1; i <= 3; i++) {
      await createJob(ctx.db, { title: `Cashier ${i}`, job_type: 'part-time' });
    }
    await createJob(ctx.db, { title: 'Cashier intern', job_type: 'intern' });
    await createJob(ctx.db, { title: 'Stocker', job_type: 'part-time' });

    const page = await search('search=cashier&job_type=part-time&sort=date&skip=1&limit=1');
    expect(page.titles).toEqual(['Cashier 2']);
    expect(page.total).toBe(3);
  });

  it('never finds drafts or archived jobs', async () => {
    await createJob(ctx.db, { title: 'Gardener', status: 'draft' });
    await createJob(ctx.db, { title: 'Gardener helper', status: 'archived' });
    const result = await search('search=gardener&status=draft');
    expect(result.titles).toEqual([]);
    expect(result.total).toBe(0);
  });

  it('follows edits and deletions of jobs', async () => {
    const id = await createJob(ctx.db, { title: 'Lifeguard' });
    await createJob(ctx.db, { title: 'Usher' });
    await ctx.db
      .updateTable('jobs')
      .set({ title: 'Swim instructor' })
      .where('id', '=', id)
      .execute();
    expect((await search('search=lifeguard')).titles).toEqual([]);
    expect((await search('search=swim')).titles).toEqual(['Swim instructor']);

    await ctx.db.deleteFrom('jobs').where('id', '=', id).execute();
    expect((await search('search=swim')).titles).toEqual([]);
    expect((await search('search=usher')).titles).toEqual(['Usher']);
  });

  // The SQLite index holds the selective filters as words beside the text (migration 0010): a
  // filtered search must find exactly what the filter finds among the jobs that hold the words.
  it('narrows a search by every filter exactly as the list does', async () => {
    const states = ['OR', 'WA', 'NY', 'TX'];
    const ages = [0, ...MINIMUM_AGES];
    const city = (i: number) => (i % 2 === 0 ? 'Portland' : "Coeur d'Alene");
    // The ZIP code, the pay type and the business are words of SQLite's index too (decision 055).
    const zips = ['97201', '97201-1234', '97301', '98101'];
    const pay = (i: number) => (['hour', 'per month stipend', null] as const)[i % 3] ?? null;
    const businesses = [
      await createBusiness(ctx.db, { business_name: 'Cedar Goods' }),
      await createBusiness(ctx.db, { business_name: 'Cedar Works' }),
      await createBusiness(ctx.db, { business_name: 'Birch & Co' }),
    ];
    for (let i = 0; i < 84; i++) {
      await createJob(ctx.db, {
        business: businesses[i % businesses.length],
        location_zip: zips[(i >> 1) % zips.length],
        compensation_type: pay(i),
        compensation_amount: pay(i) ? 15 : null,
        title: `Store helper ${i}`,
        job_type: JOB_TYPES[i % JOB_TYPES.length],
        business_category: BUSINESS_CATEGORY_NAMES[i % BUSINESS_CATEGORY_NAMES.length],
        work_format: WORK_FORMATS[i % WORK_FORMATS.length],
        location_state: states[i % states.length],
        location_city: city(i),
        minimum_age_required: ages[i % ages.length],
        high_school_students_welcome: i % 2,
      });
    }
    const ids = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?limit=100&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<JobSummary[]>()
        .map((job) => job.id)
        .sort((a, b) => a - b);
    };
    const filters = [
      ...JOB_TYPES.map((type) => `job_type=${type}`),
      ...BUSINESS_CATEGORY_NAMES.map((name) => `business_category=${encodeURIComponent(name)}`),
      ...WORK_FORMATS.map((format) => `work_format=${format}`),
      ...states.map((state) => `state=${state.toLowerCase()}`),
      'location=Portland%2C%20NY',
      `location=${encodeURIComponent("Coeur d'Alene, WA")}`,
      ...[14, 15, 16, 17, 18, 20, 21, 30].map((age) => `minimum_age=${age}`),
      'job_type=intern&work_format=in-person',
      'business_category=Tutoring%20%26%20Education&state=OR&minimum_age=15',
      'job_type=volunteer&state=WA&hsWelcome=true&minimum_age=16',
      'zip=97201',
      'zip=97201-1234',
      'location=97301',
      'location=Portland%2C%20OR%2097201',
      'compensation_type=per%20month%20stipend',
      'compensation_type=Per%20Hour&state=TX',
      'company=cedar',
      'company=cedar%20works&hsWelcome=true',
      'company=birch&zip=98101',
      'company=cedar&compensation_type=per%20month%20stipend',
    ];
    for (const filter of filters) {
      const listed = await ids(filter);
      expect(await ids(`search=helper&${filter}`), filter).toEqual(listed);
      expect(listed.length, filter).toBeGreaterThan(0);
    }
    expect((await ids('search=helper')).length).toBe(84);
  });

  it('follows a change of the filtered columns and of the status', async () => {
    const id = await createJob(ctx.db, {
      title: 'Kennel helper',
      business_category: 'Pet Care',
      location_state: 'OR',
      job_type: 'seasonal',
      work_format: 'hybrid',
      minimum_age_required: 14,
      location_zip: '97201',
      compensation_type: 'per month stipend',
    });
    const found = async (query: string) => (await search(`search=kennel&${query}`)).total;
    expect(await found('zip=97201&compensation_type=per%20month%20stipend')).toBe(1);
    expect(await found('business_category=Pet%20Care&state=OR&job_type=seasonal')).toBe(1);
    expect(await found('work_format=hybrid&minimum_age=14')).toBe(1);

    await ctx.db
      .updateTable('jobs')
      .set({
        business_category: 'Retail',
        location_state: 'WA',
        job_type: 'intern',
        work_format: 'virtual',
        minimum_age_required: 16,
        location_zip: '98101-0001',
        compensation_type: 'per week stipend',
      })
      .where('id', '=', id)
      .execute();
    expect(await found('zip=97201')).toBe(0);
    expect(await found('compensation_type=per%20month%20stipend')).toBe(0);
    expect(await found('zip=98101&compensation_type=per%20week%20stipend')).toBe(1);
    expect(await found('business_category=Pet%20Care')).toBe(0);
    expect(await found('state=OR')).toBe(0);
    expect(await found('minimum_age=14')).toBe(0);
    expect(await found('business_category=Retail&state=WA&job_type=intern')).toBe(1);
    expect(await found('work_format=virtual&minimum_age=16')).toBe(1);

    await ctx.db.updateTable('jobs').set({ status: 'archived' }).where('id', '=', id).execute();
    expect(await found('state=WA')).toBe(0);
    await ctx.db.updateTable('jobs').set({ status: 'active' }).where('id', '=', id).execute();
    expect(await found('state=WA')).toBe(1);
  });

  it('treats search syntax as plain words and ignores a search without words', async () => {
    await createJob(ctx.db, { title: "Baker's assistant" });
    for (const text of ['"baker', 'baker*', 'baker:*', '(baker)', "baker's", 'baker & |']) {
      const result = await search(`search=${encodeURIComponent(text)}`);
      expect(result.titles, text).toEqual(["Baker's assistant"]);
    }
    // Every word must match: "OR" is a word here, not an operator.
    expect((await search('search=baker%20OR%20cook')).titles).toEqual([]);
    expect((await search('search=%21%21%21')).titles).toEqual(["Baker's assistant"]);
  });
});
