import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimitedAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { category, member, project } from './money-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

// The smallest valid PNG: a 1×1 transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(filename: string, content: Buffer, type = 'image/png', field = 'file') {
  const boundary = '----backoffice-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('project categories', () => {
  it('creates, lists with project counts, edits and deletes a category', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/project-categories',
      token: admin,
      payload: { name: 'Bonds', icon: '/files/x.png', sort: 3 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const list = await t.request({
      method: 'GET',
      url: '/api/project-categories?filter[keyword]=Bond',
      token: admin,
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, name: 'Bonds', sort: 3, projects_count: 0 }),
    ]);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/project-categories/${id}`,
      token: admin,
      payload: { name: 'Gov bonds', sort: 1 },
    });
    expect(edited.json().data).toMatchObject({ name: 'Gov bonds', icon: null, sort: 1 });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/project-categories/${id}`, token: admin })).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: `/api/project-categories/${id}`, token: admin })).statusCode,
    ).toBe(404);
  });

  it('records each write with the record before and after', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/project-categories',
        token: admin,
        payload: { name: 'Audited', sort: 2 },
      })
    ).json().data;
    await t.request({
      method: 'PUT',
      url: `/api/project-categories/${created.id}`,
      token: admin,
      payload: { name: 'Audited 2', sort: 2 },
    });
    const rows = (
      await t.request({
        method: 'GET',
        url: '/api/audit-logs?filter[action]=categories.update',
        token: admin,
      })
    ).json().data;
    expect(rows[0]).toMatchObject({
      target: `category:${created.id}`,
      before: { name: 'Audited' },
      after: { name: 'Audited 2' },
    });
    const made = (
      await t.request({
        method: 'GET',
        url: '/api/audit-logs?filter[action]=categories.create',
        token: admin,
      })
    ).json().data;
    expect(made.find((r: { target: string }) => r.target === `category:${created.id}`).after).toMatchObject({
      name: 'Audited',
    });
  });

  it('refuses to delete a category in use (409)', async () => {
    const p = await project(t, admin);
    const { data } = (await t.request({ method: 'GET', url: `/api/projects/${p.id}`, token: admin })).json();
    const res = await t.request({
      method: 'DELETE',
      url: `/api/project-categories/${data.category_id}`,
      token: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Projects belong to this category; move or delete them first.');
  });

  it('guards each route with its permission', async () => {
    const limited = await createLimitedAdmin(t.database.db, ['categories.query']);
    const token = await t.login(limited.email, limited.password);
    expect((await t.request({ method: 'GET', url: '/api/project-categories', token })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/project-categories', token, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('projects', () => {
  it('keeps the percentage exact and filters by category and hidden flag', async () => {
    const c = await category(t, admin, 'Exact');
    const res = await t.request({
      method: 'POST',
      url: '/api/projects',
      token: admin,
      payload: {
        name: 'Exact 1',
        category_id: c.id,
        min_amount: 150,
        profit_percent: '33.3333',
        period_minutes: 60,
        hidden: true,
        max_times: 3,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      profit_percent: '33.3333',
      min_amount: 150,
      hidden: true,
      max_times: 3,
      category: { id: c.id, name: 'Exact' },
    });
    const hidden = await t.request({
      method: 'GET',
      url: `/api/projects?filter[category_id]=${c.id}&filter[hidden]=true`,
      token: admin,
    });
    expect(hidden.json().meta.total).toBe(1);
    const shown = await t.request({
      method: 'GET',
      url: `/api/projects?filter[category_id]=${c.id}&filter[hidden]=false`,
      token: admin,
    });
    expect(shown.json().meta.total).toBe(0);
  });

  it.each([
    [{ min_amount: 0 }, 'min_amount'],
    [{ min_amount: 10.5 }, 'min_amount'],
    [{ profit_percent: '1.23456' }, 'profit_percent'],
    [{ profit_percent: '-3' }, 'profit_percent'],
    [{ period_minutes: 0 }, 'period_minutes'],
    [{ max_times: -1 }, 'max_times'],
    [{ category_id: 999_999 }, 'category_id'],
  ])('answers %j with 422 on its field', async (change, field) => {
    const c = await category(t, admin);
    const payload = {
      name: 'Bad',
      category_id: c.id,
      min_amount: 100,
      profit_percent: '5',
      period_minutes: 10,
      ...change,
    };
    const res = await t.request({ method: 'POST', url: '/api/projects', token: admin, payload });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('keeps the terms of investments made before an edit, and refuses to delete an invested project', async () => {
    const p = await project(t, admin, { profit_percent: '10', min_amount: 100 });
    const m = await member(t, admin, 10_000);
    await t.request({
      method: 'POST',
      url: '/api/member/investments',
      token: m.token,
      payload: { project_id: p.id, amount: 1_000 },
    });
    const full = (await t.request({ method: 'GET', url: `/api/projects/${p.id}`, token: admin })).json().data;
    const { id: _, category: __, created_at: ___, updated_at: ____, ...body } = full;
    await t.request({
      method: 'PUT',
      url: `/api/projects/${p.id}`,
      token: admin,
      payload: { ...body, profit_percent: '50' },
    });
    const inv = (
      await t.request({ method: 'GET', url: `/api/investments?filter[project_id]=${p.id}`, token: admin })
    ).json().data[0];
    expect(inv).toMatchObject({ profit_percent: '10', profit: 100 });
    const del = await t.request({ method: 'DELETE', url: `/api/projects/${p.id}`, token: admin });
    expect(del.statusCode).toBe(409);
  });
});

describe('POST /api/files', () => {
  it('stores an image by its content and serves it with long cache headers', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/files',
      token: admin,
      ...multipart('cover.png', png),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ name: 'cover.png', mime: 'image/png', size: png.length });
    expect(data.url).toMatch(/^\/files\/[0-9a-f]{64}\.png$/);
    const again = await t.request({
      method: 'POST',
      url: '/api/files',
      token: admin,
      ...multipart('same.png', png),
    });
    expect(again.json().data.url).toBe(data.url);
    const served = await t.request({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('judges the type by the bytes, not the name or the declared type', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/files',
      token: admin,
      ...multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['Upload a PNG, JPEG, WebP or GIF image.'] });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await t.request({
      method: 'POST',
      url: '/api/files',
      token: admin,
      ...multipart('big.png', big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ file: ['The file is larger than 5 MB.'] });
  });

  it('needs a signed-in admin and a file field', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/files', ...multipart('a.png', png) })).statusCode,
    ).toBe(401);
    const wrongField = await t.request({
      method: 'POST',
      url: '/api/files',
      token: admin,
      ...multipart('a.png', png, 'image/png', 'upload'),
    });
    expect(wrongField.statusCode).toBe(422);
  });
});

describe('settings', () => {
  it('reads defaults, saves changes and sanitises the about-us HTML', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/settings', token: admin })).json().data;
    expect(before.investment).toEqual({ auto_settlement: true });
    const res = await t.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: {
        customer_service_link: 'https://help.example.com',
        carousel_images: ['https://cdn.example.com/a.png'],
        about_us:
          '<p onclick="x()">Hello <strong>there</strong><script>alert(1)</script><a href="javascript:x">x</a></p>',
      },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.customer_service_link).toBe('https://help.example.com');
    expect(data.about_us).toBe('<p>Hello <strong>there</strong><a>x</a></p>');
    expect(data.carousel_images).toEqual(['https://cdn.example.com/a.png']);
  });

  it('clears the customer service link and the carousel, and leaves what was not sent', async () => {
    const put = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/settings', token: admin, payload });
    expect(
      (
        await put({
          customer_service_link: 'https://help.example.com',
          carousel_images: ['https://cdn.example.com/a.png'],
        })
      ).statusCode,
    ).toBe(200);
    const cleared = await put({ customer_service_link: null, carousel_images: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ customer_service_link: null, carousel_images: [] });
    const read = (await t.request({ method: 'GET', url: '/api/settings', token: admin })).json().data;
    expect(read).toMatchObject({ customer_service_link: null, carousel_images: [] });
    expect(read.about_us).toBe('<p>Hello <strong>there</strong><a>x</a></p>');
  });

  it("takes as carousel images only this server's uploaded files and https addresses (issue 18)", async () => {
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/files',
      token: admin,
      ...multipart('c.png', png),
    });
    const { url } = uploaded.json().data;
    const put = (images: string[]) =>
      t.request({ method: 'PUT', url: '/api/settings', token: admin, payload: { carousel_images: images } });
    const kept = await put([url, 'https://cdn.example.com/banner.webp']);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.carousel_images).toEqual([url, 'https://cdn.example.com/banner.webp']);

    for (const wrong of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      '/files/../api/admins',
      '/files/a.png',
      'https://cdn.example.com/a\nb.png',
      'https://',
    ]) {
      const res = await put([url, wrong]);
      expect([wrong, res.statusCode, res.json().errors]).toEqual([
        wrong,
        422,
        { 'carousel_images.1': ['Use an uploaded image or an address starting with https://'] },
      ]);
    }
    const unknown = await put([`/files/${'0'.repeat(64)}.png`]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'carousel_images.0': ['The selected value does not exist'] });
  });

  it('needs settings.confirm for the investment part', async () => {
    const limited = await createLimitedAdmin(t.database.db, ['settings.edit', 'settings.save']);
    const token = await t.login(limited.email, limited.password);
    const plain = await t.request({
      method: 'PUT',
      url: '/api/settings',
      token,
      payload: { invitation_code_required: false },
    });
    expect(plain.statusCode).toBe(200);
    const investment = await t.request({
      method: 'PUT',
      url: '/api/settings',
      token,
      payload: { investment: { auto_settlement: false } },
    });
    expect(investment.statusCode).toBe(403);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { customer_service_link: 'ftp://x' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
