import { WEBHOOK_RETRY_DELAYS_MINUTES, WEBHOOK_TIMEOUT_SECONDS } from '@konter/core/contracts/developer';
import {
  H2H_CALLBACK,
  H2H_ENDPOINTS,
  H2H_RATE_LIMIT,
  H2H_RC,
  H2H_TEST_NUMBER_DOCS,
  type H2hEndpoint,
} from '@konter/core/h2h-protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { PageMeta } from '../../../lib/page-meta';
import { useSiteConfig } from '../../../lib/site-config';
import { CodeBlock } from '../components/copy-button';
import { useH2hBaseUrl } from './base-url';
import { C, DocSection, FieldList, SampleTabs, useProtocolText } from './docs-parts';
import {
  endpointSample,
  HUB_SIGNATURE_SAMPLES,
  SAMPLE_LANGUAGES,
  SIGN_SAMPLES,
  STANDARD_WEBHOOKS_SAMPLES,
} from './samples';

const SECTIONS = ['start', 'auth', 'endpoints', 'rc', 'devmode', 'callbacks', 'ips'] as const;

const LANGUAGE_LABELS = { curl: 'curl', node: 'Node.js', php: 'PHP' } as const;

/**
 * The public H2H API documentation (/developer, issue 17): generated from the protocol's definitions
 * (packages/core/src/h2h-protocol.ts) — base URL, keys and the sign recipes, every call with its
 * fields and samples in curl, Node and PHP, the rc table, developer mode's test numbers, callbacks and
 * how to verify both signatures, the IP whitelist. Server-rendered for visitors (ADR 0015): all of it
 * reads without JavaScript; the sample tabs and copy buttons work once the app runs.
 */
export function DeveloperDocs() {
  const { t } = useTranslation('developer');
  const text = useProtocolText();
  const base = useH2hBaseUrl();
  const { sitename } = useSiteConfig();
  const retries = WEBHOOK_RETRY_DELAYS_MINUTES.join(', ');

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <PageMeta title={t('docs.metaTitle')} description={t('docs.metaDescription', { site: sitename })} />
      {/* Wide screens: the contents in a sticky column beside the text; phones: folded under the intro. */}
      <div className="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
        <p className="mb-2 px-3 text-sm font-semibold text-slate-500">{t('docs.toc')}</p>
        <Contents />
      </div>

      <article className="min-w-0 space-y-10" data-testid="developer-docs">
        <header className="space-y-3">
          {/* The phone toolbar shows the title already. */}
          <h1 className="sr-only text-2xl font-bold tracking-tight text-slate-900 md:not-sr-only md:text-3xl">
            {t('docs.title')}
          </h1>
          <p className="text-slate-700">{t('docs.intro', { site: sitename })}</p>
          <div className="space-y-1.5">
            <p className="text-sm font-semibold text-slate-700">{t('docs.baseUrl')}</p>
            <CodeBlock code={base} label={t('docs.baseUrl')} testId="h2h-base-url" />
            <p className="text-sm text-slate-500">{t('docs.baseUrlHelp')}</p>
          </div>
        </header>
        <details className="group rounded-2xl border border-slate-200 bg-white lg:hidden">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold text-slate-900">
            {t('docs.toc')}
            <Icon
              name="chevronRight"
              className="size-5 text-slate-400 transition-transform group-open:rotate-90"
            />
          </summary>
          <Contents className="px-2 pb-3" />
        </details>

        <DocSection id="start" title={t('docs.sections.start')}>
          <ol className="list-decimal space-y-2 pl-5 text-slate-700">
            <li>{t('docs.start.permission')}</li>
            <li>
              {t('docs.start.keys')}{' '}
              <Link to="/account/developer" className="font-semibold text-brand-700 underline">
                {t('docs.start.keysLink')}
              </Link>
            </li>
            <li>{t('docs.start.ips')}</li>
            <li>{t('docs.start.webhook')}</li>
            <li>{t('docs.start.switch')}</li>
          </ol>
        </DocSection>

        <DocSection id="auth" title={t('docs.sections.auth')}>
          <p className="text-slate-700">{t('docs.auth.json')}</p>
          <p className="text-slate-700">{t('docs.auth.sign')}</p>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className="px-3 py-2 font-semibold">{t('docs.auth.call')}</th>
                  <th className="px-3 py-2 font-semibold">sign</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {H2H_ENDPOINTS.map((e) => (
                  <tr key={e.id}>
                    <td className="px-3 py-2 text-slate-800">{text(e.title)}</td>
                    <td className="px-3 py-2 font-mono text-xs text-slate-800">{e.sign.recipe}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <SampleTabs samples={SIGN_SAMPLES} labels={LANGUAGE_LABELS} caption="sign" />
          <Alert tone="warning">{t('docs.auth.secret')}</Alert>
          <p className="text-slate-700">
            {t('docs.auth.rateLimit', { max: H2H_RATE_LIMIT.max, seconds: H2H_RATE_LIMIT.windowSeconds })}
          </p>
        </DocSection>

        <DocSection id="endpoints" title={t('docs.sections.endpoints')}>
          <p className="text-slate-700">{t('docs.endpointsIntro')}</p>
          {H2H_ENDPOINTS.map((e) => (
            <Endpoint key={e.id} endpoint={e} base={base} />
          ))}
        </DocSection>

        <DocSection id="rc" title={t('docs.sections.rc')}>
          <p className="text-slate-700">{t('docs.rc.intro')}</p>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm" data-testid="rc-table">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className="px-3 py-2 font-semibold">rc</th>
                  <th className="px-3 py-2 font-semibold">{t('docs.rc.meaning')}</th>
                  <th className="px-3 py-2 font-semibold">{t('docs.rc.transaction')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {H2H_RC.map((r) => (
                  <tr key={r.code}>
                    <td className="px-3 py-2 align-top font-mono font-bold text-slate-900">{r.code}</td>
                    <td className="px-3 py-2 align-top">
                      <p className="text-slate-800">{text(r.meaning)}</p>
                      <p className="font-mono text-xs text-slate-500">{r.message}</p>
                    </td>
                    <td className="px-3 py-2 align-top whitespace-nowrap">
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-xs font-bold',
                          r.transaction ? 'bg-sky-50 text-sky-800' : 'bg-slate-100 text-slate-600',
                        )}
                      >
                        {r.transaction ? t('docs.rc.yes') : t('docs.rc.no')}
                      </span>
                      {!r.final && <p className="mt-1 text-xs text-amber-800">{t('docs.rc.notFinal')}</p>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-600">{t('docs.rc.retry')}</p>
        </DocSection>

        <DocSection id="devmode" title={t('docs.sections.devmode')}>
          <p className="text-slate-700">{t('docs.devmode.intro')}</p>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm" data-testid="test-numbers">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className="px-3 py-2 font-semibold">customer_no</th>
                  <th className="px-3 py-2 font-semibold">{t('docs.devmode.outcome')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {H2H_TEST_NUMBER_DOCS.map((n) => (
                  <tr key={n.number}>
                    <td className="px-3 py-2 font-mono text-slate-900">{n.number}</td>
                    <td className="px-3 py-2 text-slate-700">{text(n.meaning)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-600">{t('docs.devmode.other')}</p>
        </DocSection>

        <DocSection id="callbacks" title={t('docs.sections.callbacks')}>
          <p className="text-slate-700">{t('docs.callbacks.intro')}</p>
          <p className="text-slate-700">
            {t('docs.callbacks.body')} <C>{text(H2H_CALLBACK.body)}</C>
          </p>
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {H2H_CALLBACK.headers.map((h) => (
              <div key={h.name} className="px-3 py-2.5">
                <dt className="font-mono text-sm font-semibold break-words text-slate-900">{h.name}</dt>
                <dd className="mt-0.5 text-sm text-slate-600">{text(h.meaning)}</dd>
              </div>
            ))}
            <div className="px-3 py-2.5">
              <dt className="font-mono text-sm font-semibold text-slate-900">User-Agent</dt>
              <dd className="mt-0.5 text-sm text-slate-600">Konter-Hookshot</dd>
            </div>
          </dl>
          <Alert tone="info" title={t('docs.callbacks.answerTitle')}>
            {t('docs.callbacks.answer', { seconds: WEBHOOK_TIMEOUT_SECONDS, retries })}
          </Alert>
          <p className="text-slate-700">{t('docs.callbacks.cbUrl')}</p>
          <h3 className="pt-2 text-lg font-semibold text-slate-900">{t('docs.callbacks.hubTitle')}</h3>
          <p className="text-slate-700">{t('docs.callbacks.hub')}</p>
          <SampleTabs
            samples={HUB_SIGNATURE_SAMPLES}
            labels={LANGUAGE_LABELS}
            caption="X-Hub-Signature"
            testId="sample-hub"
          />
          <h3 className="pt-2 text-lg font-semibold text-slate-900">{t('docs.callbacks.swTitle')}</h3>
          <p className="text-slate-700">{t('docs.callbacks.sw')}</p>
          <SampleTabs
            samples={STANDARD_WEBHOOKS_SAMPLES}
            labels={LANGUAGE_LABELS}
            caption="Standard Webhooks"
            testId="sample-standard-webhooks"
          />
        </DocSection>

        <DocSection id="ips" title={t('docs.sections.ips')}>
          <p className="text-slate-700">{t('docs.ips.text')}</p>
          <p className="text-slate-700">{t('docs.ips.proxy')}</p>
        </DocSection>
      </article>
    </div>
  );
}

function Contents({ className }: { className?: string }) {
  const { t } = useTranslation('developer');
  const text = useProtocolText();
  return (
    <nav aria-label={t('docs.tocLabel')} className={className}>
      <ol className="space-y-0.5">
        {SECTIONS.map((s) => (
          <li key={s}>
            <a
              href={`#${s}`}
              className="flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {t(`docs.sections.${s}`)}
            </a>
            {s === 'endpoints' && (
              <ol className="mb-1 ml-3 border-l border-slate-200">
                {H2H_ENDPOINTS.map((e) => (
                  <li key={e.id}>
                    <a
                      href={`#endpoint-${e.id}`}
                      className="flex min-h-9 items-center px-3 text-sm text-slate-600 hover:text-slate-900"
                    >
                      {text(e.title)}
                    </a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Endpoint({ endpoint: e, base }: { endpoint: H2hEndpoint; base: string }) {
  const { t } = useTranslation('developer');
  const text = useProtocolText();
  const samples = Object.fromEntries(SAMPLE_LANGUAGES.map((l) => [l, endpointSample(e, base, l)])) as Record<
    (typeof SAMPLE_LANGUAGES)[number],
    string
  >;
  return (
    <article
      id={`endpoint-${e.id}`}
      aria-labelledby={`endpoint-${e.id}-title`}
      className="scroll-mt-20 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      data-testid={`endpoint-${e.id}`}
    >
      <h3 id={`endpoint-${e.id}-title`} className="text-lg font-semibold text-slate-900">
        {text(e.title)}
      </h3>
      <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className="rounded-md bg-emerald-100 px-2 py-0.5 font-bold text-emerald-800">{e.method}</span>
        <span className="break-all text-slate-800">{`${base}${e.path}`}</span>
      </p>
      <p className="text-slate-700">{text(e.purpose)}</p>
      <p className="text-sm text-slate-700">
        {t('docs.signRecipe')} <C>{e.sign.recipe}</C>
      </p>
      <h4 className="pt-1 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('docs.request')}
      </h4>
      <FieldList fields={e.request} />
      <h4 className="pt-1 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {e.responseIsList ? t('docs.responseList') : t('docs.response')}
      </h4>
      <FieldList fields={e.response} />
      <h4 className="pt-1 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('docs.example')}
      </h4>
      <SampleTabs samples={samples} labels={LANGUAGE_LABELS} caption={e.path} />
      <CodeBlock
        code={JSON.stringify(e.example.response, null, 2)}
        caption={t('docs.exampleResponse')}
        label={t('docs.exampleResponse')}
      />
    </article>
  );
}
