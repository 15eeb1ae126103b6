import type { LoginAnswer, StaticPage, StaticPageTranslations } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;
let ada: LoginAnswer;
let nora: LoginAnswer;

const page = (translations: object) => ({ translations });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
});

afterAll(async () => {
  await t?.close();
});

describe('static pages', () => {
  it('ships about, privacy-policy and terms-of-service, readable by any signed-in person', async () => {
    const list = await apiCall(t.app, 'GET', 'pages', nora.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: { slug: string }[] }>().data.map((p) => p.slug)).toEqual([
      'about',
      'privacy-policy',
      'terms-of-service',
    ]);
    const about = await apiCall(t.app, 'GET', 'pages/about', nora.token);
    expect(about.json<StaticPage>()).toMatchObject({ slug: 'about', locale: 'en', title: 'About Atrium' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/pages/about' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves a page per language with its HTML cleaned, and readers get their language or English', async () => {
    const saved = await apiCall(
      t.app,
      'PUT',
      'pages/privacy-policy',
      admin.token,
      page({
        en: {
          title: 'Privacy Policy',
          body: '<p onclick="steal()">We keep <strong>little</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        },
        ar: { title: 'سياسة الخصوصية', body: '<p>نحتفظ بالقليل.</p>' },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const english = saved.json<StaticPageTranslations>().translations.en?.body ?? '';
    expect(english).toContain('<strong>little</strong>');
    expect(english).not.toMatch(/script|onclick|javascript:/);
    const arabic = await apiCall(t.app, 'GET', 'pages/privacy-policy?locale=ar', nora.token);
    expect(arabic.json<StaticPage>()).toMatchObject({ locale: 'ar', title: 'سياسة الخصوصية' });
    // Hindi has no text: English is shown.
    const hindi = await apiCall(t.app, 'GET', 'pages/privacy-policy?locale=hi', nora.token);
    expect(hindi.json<StaticPage>()).toMatchObject({ locale: 'en', title: 'Privacy Policy' });
    // Without a locale, the reader's own language is used.
    await apiCall(t.app, 'PUT', 'user/preferences', nora.token, { locale: 'ar' });
    const own = await apiCall(t.app, 'GET', 'pages/privacy-policy', nora.token);
    expect(own.json<StaticPage>().locale).toBe('ar');
    await apiCall(t.app, 'PUT', 'user/preferences', nora.token, { locale: 'en' });
    // A language left out of the next save is removed.
    await apiCall(
      t.app,
      'PUT',
      'pages/privacy-policy',
      admin.token,
      page({ en: { title: 'Privacy', body: '<p>Only English.</p>' } }),
    );
    const editor = await apiCall(t.app, 'GET', 'pages/privacy-policy/translations', admin.token);
    expect(Object.keys(editor.json<StaticPageTranslations>().translations)).toEqual(['en']);
  });

  it('creates any other page and deletes it', async () => {
    const created = await apiCall(
      t.app,
      'PUT',
      'pages/cookie-notice',
      admin.token,
      page({ en: { title: 'Cookies', body: '<p>One cookie: your session.</p>' } }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect((await apiCall(t.app, 'GET', 'pages/cookie-notice', nora.token)).statusCode).toBe(200);
    expect((await apiCall(t.app, 'DELETE', 'pages/cookie-notice', admin.token)).statusCode).toBe(204);
    expect((await apiCall(t.app, 'GET', 'pages/cookie-notice', nora.token)).statusCode).toBe(404);
    expect((await apiCall(t.app, 'DELETE', 'pages/cookie-notice', admin.token)).statusCode).toBe(404);
    expect((await apiCall(t.app, 'GET', 'pages/cookie-notice/translations', admin.token)).statusCode).toBe(
      404,
    );
  });

  it('lets only holders of superadmin:edit-static-pages write, and reads their editor view', async () => {
    const body = page({ en: { title: 'About', body: '<p>Hacked.</p>' } });
    for (const who of [ada, nora]) {
      expect((await apiCall(t.app, 'PUT', 'pages/about', who.token, body)).statusCode).toBe(403);
      expect((await apiCall(t.app, 'DELETE', 'pages/about', who.token)).statusCode).toBe(403);
      expect((await apiCall(t.app, 'GET', 'pages/about/translations', who.token)).statusCode).toBe(403);
    }
    const about = await apiCall(t.app, 'GET', 'pages/about', nora.token);
    expect(about.json<StaticPage>().body).not.toContain('Hacked');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (
      await apiCall(t.app, 'GET', 'pages/about/translations', admin.token)
    ).json<StaticPageTranslations>();
    const bodies: object[] = [
      {},
      page({}),
      page({ ar: { title: 'x', body: '<p>x</p>' } }),
      page({ en: { title: '', body: '<p>x</p>' } }),
      page({ en: { title: 'x', body: 5 } }),
      page({ en: { title: 'x', body: '<script>only()</script>' } }),
    ];
    for (const body of bodies) {
      const answer = await apiCall(t.app, 'PUT', 'pages/about', admin.token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    // A language Atrium does not ship is a key the call does not take: 400, naming it.
    const french = await apiCall(
      t.app,
      'PUT',
      'pages/about',
      admin.token,
      page({ en: { title: 'x', body: '<p>x</p>' }, fr: { title: 'x', body: 'x' } }),
    );
    expect(french.statusCode).toBe(400);
    expect(french.json<{ message: string }>().message).toMatch(/translations\.fr/);
    const fine = page({ en: { title: 'x', body: '<p>x</p>' } });
    expect((await apiCall(t.app, 'PUT', 'pages/About_Us', admin.token, fine)).statusCode).toBe(400);
    expect((await apiCall(t.app, 'PUT', 'pages/..%2Fetc', admin.token, fine)).statusCode).toBe(400);
    expect((await apiCall(t.app, 'GET', 'pages/about?locale=fr', nora.token)).statusCode).toBe(400);
    const after = (
      await apiCall(t.app, 'GET', 'pages/about/translations', admin.token)
    ).json<StaticPageTranslations>();
    expect(after).toEqual(before);
  });
});
