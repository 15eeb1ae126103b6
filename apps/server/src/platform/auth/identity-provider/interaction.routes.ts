import { isLocale, type Locale } from '@atrium/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { clearLoginFailures, minutesLocked, recordLoginFailure } from '../login-failures';
import { hashPassword, verifyPassword } from '../passwords';
import { findUserByEmail } from '../user-lookup';
import { renderLoginPage } from './login-page';
import { LOGIN_PAGE_TEXTS } from './login-page-texts';

export interface InteractionRoutesOptions {
  config: AppConfig;
  db: Db;
  provider: Provider;
  demoAccounts: readonly string[];
}

type Params = { uid: string };
type LoginForm = { email?: string; password?: string; locale?: string };

// Compared against when the account does not exist, so a wrong address costs as long as a wrong password.
const decoyHash = hashPassword('decoy password that matches nothing');

function pickLocale(...candidates: unknown[]): Locale {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const match = candidate
      .split(/\s+/)
      .map((tag) => tag.slice(0, 2))
      .find(isLocale);
    if (match) return match;
  }
  return 'en';
}

/** The built-in provider's interaction pages: our own sign-in form, and consent granted for our client. */
export async function registerInteractionRoutes(app: FastifyInstance, options: InteractionRoutesOptions) {
  const { config, db, provider, demoAccounts } = options;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string | undefined) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const account = accountId ?? details.session?.accountId;
    if (!account) throw new Error('An interaction finished without an account.');
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: account, clientId: String(details.params.client_id) });
    if (!grant) throw new Error('The interaction names a grant that no longer exists.');
    // Atrium's own web client is first party: people are not asked to consent to it.
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { ...(accountId ? { login: { accountId } } : {}), consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  };

  app.get<{ Params: Params }>('/oidc/interaction/:uid', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name !== 'login') return finish(request, reply, undefined);
    const locale = pickLocale(details.params.ui_locales, request.headers['accept-language']);
    return sendPage(reply, 200, renderLoginPage({ uid: details.uid, locale, demoAccounts }));
  });

  app.post<{ Params: Params; Body: LoginForm }>(
    '/oidc/interaction/:uid/login',
    { config: { rateLimit: { max: config.rateLimit.perAddressPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const form = request.body ?? {};
      const locale = pickLocale(form.locale, details.params.ui_locales);
      const texts = LOGIN_PAGE_TEXTS[locale];
      const email = String(form.email ?? '')
        .trim()
        .toLowerCase()
        .slice(0, 254);
      const password = String(form.password ?? '').slice(0, 256);
      const page = (status: number, error: string) =>
        sendPage(reply, status, renderLoginPage({ uid: details.uid, locale, email, error, demoAccounts }));

      const locked = await minutesLocked(db, email, config.rateLimit);
      if (locked > 0) return page(429, texts.locked(locked));

      const user = email ? await findUserByEmail(db, email) : undefined;
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
      if (!user?.password_hash || !valid) {
        await recordLoginFailure(db, email, request.ip);
        request.log.info({ account: email }, 'built-in provider: wrong e-mail or password');
        return page(401, texts.wrongCredentials);
      }
      await clearLoginFailures(db, email);
      return finish(request, reply, String(user.id));
    },
  );

  app.get<{ Params: Params }>('/oidc/interaction/:uid/abort', async (request, reply) => {
    // An unknown or expired interaction throws here, while the one error path can still answer it;
    // once the reply is hijacked a throw would leave the request hanging with no answer at all.
    await provider.interactionDetails(request.raw, reply.raw);
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'Sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
  });
}
