import type { HelpText } from '@konter/core/contracts/site';
import {
  EDITABLE_HELP_SECTIONS,
  type EditableHelpSection,
  HELP_SECTIONS as SECTIONS,
  type HelpSection as Section,
} from '@konter/core/public-pages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Disclosure } from '../../components/ui/disclosure';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { ContactForm } from '../../features/contact';
import { api } from '../../lib/api-client';
import type { KeyOf } from '../../lib/i18n/types';
import { faqJsonLd, PageMeta } from '../../lib/page-meta';
import { useSiteConfig } from '../../lib/site-config';

const PRIVACY = ['data', 'use', 'rights'] as const;

/**
 * /help and its sections (spec §2, texts by §9.3, as the app does it: a password needs 8
 * characters — ADR 0002 overrides the spec's 6 —, the verification link sent at sign-up and the
 * WhatsApp code from the profile, the Android app only when configured). Unknown help paths
 * redirect to /help (router).
 */
export default function HelpPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const section = SECTIONS.find((s) => pathname.startsWith(`/help/${s}`));
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 md:grid-cols-[14rem_1fr]">
      {!section && (
        <PageMeta title={t('help.title')} description={t('help.intro', { site: config.sitename })} />
      )}
      <nav aria-label={t('help.title')} className={cn(section && 'hidden md:block')}>
        <h1 className={cn('mb-3 text-2xl font-bold text-slate-900', section && 'sr-only md:not-sr-only')}>
          {t('help.title')}
        </h1>
        {!section && (
          <p className="mb-4 text-slate-600 md:hidden">{t('help.intro', { site: config.sitename })}</p>
        )}
        <ul className="space-y-1">
          {SECTIONS.map((s) => (
            <li key={s}>
              <NavLink
                to={`/help/${s}`}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center justify-between rounded-lg px-3 text-sm font-semibold',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {t(`help.sections.${s}`)}
                <Icon name="chevronRight" className="size-4 text-slate-400 md:hidden" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={cn(!section && 'hidden md:block')}>
        {section ? (
          <SectionBody section={section} />
        ) : (
          <Card>
            <p className="text-slate-700">{t('help.intro', { site: config.sitename })}</p>
          </Card>
        )}
      </div>
    </div>
  );
}

function Paragraphs({ keys }: { keys: KeyOf<'shell'>[] }) {
  const { t } = useTranslation('shell');
  return (
    <Card className="space-y-3 text-slate-700">
      {keys.map((k) => (
        <p key={k}>{t(k)}</p>
      ))}
    </Card>
  );
}

const isEditable = (s: Section): s is EditableHelpSection =>
  (EDITABLE_HELP_SECTIONS as readonly string[]).includes(s);

/** The description of a section's page: its first built-in paragraph. */
const DESCRIPTION: Record<EditableHelpSection, KeyOf<'shell'>> = {
  'cara-penggunaan': 'help.usage.p1',
  'panduan-keamanan': 'help.security.p1',
  privasi: 'help.privacy.intro',
  persyaratan: 'help.terms.p1',
};

/**
 * GET site/help/{section} in the page's language: the site's own text of the section (written in
 * the operations console), or null where the built-in text stands. Server-rendered with the page.
 */
function useHelpText(section: Section) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['help-text', section, i18n.language],
    queryFn: ({ signal }) => api.get<HelpText>(`site/help/${section}`, { signal }),
    enabled: isEditable(section),
    staleTime: 60_000,
    // Without it the built-in text stands.
    meta: { silent: true },
  });
}

function SectionBody({ section }: { section: Section }) {
  const { t } = useTranslation('shell');
  const custom = useHelpText(section);
  if (isEditable(section)) {
    if (custom.isPending) return <PageSkeleton rows={3} label={t('help.title')} />;
    const html = custom.data?.html;
    if (html)
      return (
        <section data-testid="help-custom">
          <PageMeta title={t(`help.sections.${section}`)} description={t(DESCRIPTION[section])} />
          <h2 className="mb-4 text-xl font-bold text-slate-900">{t(`help.sections.${section}`)}</h2>
          <Card>
            <div
              className="blog-content space-y-3 leading-relaxed text-slate-700"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the rendered markdown
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </Card>
        </section>
      );
  }
  return <BuiltInSection section={section} />;
}

function BuiltInSection({ section }: { section: Section }) {
  const { t } = useTranslation('shell');
  const { subsection } = useParams();
  // The Android app is mentioned only when the site offers it (site config apk.enabled).
  const { apk } = useSiteConfig();
  const title = t(`help.sections.${section}`);
  const meta = (description: string, jsonLd?: Array<Record<string, unknown>>) => (
    <PageMeta title={title} description={description} jsonLd={jsonLd} />
  );
  const heading = <h2 className="mb-4 text-xl font-bold text-slate-900">{title}</h2>;
  const faq = (['start', 'deposit', 'app', 'problem', 'expire'] as const).map((q) => ({
    q: t(`help.faq.${q}.q`),
    a: q === 'app' && !apk.enabled ? t('help.faq.app.aNoApp') : t(`help.faq.${q}.a`),
  }));
  switch (section) {
    case 'cara-penggunaan':
      return (
        <section>
          {meta(t('help.usage.p1'))}
          {heading}
          {/* p4: at least 8 characters, not the spec's 6 (docs/decisions/0002-password-minimum-8.md). */}
          <Paragraphs
            keys={(['p1', 'verify', 'p2', 'p3', 'p4'] as const).map((p) => `help.usage.${p}` as const)}
          />
        </section>
      );
    case 'panduan-keamanan':
      return (
        <section>
          {meta(t('help.security.p1'))}
          {heading}
          <Paragraphs keys={(['p1', 'p2', 'p3'] as const).map((p) => `help.security.${p}` as const)} />
        </section>
      );
    case 'persyaratan':
      return (
        <section>
          {meta(t('help.terms.p1'))}
          {heading}
          <Paragraphs keys={(['p1', 'p2', 'p3', 'p4'] as const).map((p) => `help.terms.${p}` as const)} />
        </section>
      );
    case 'privasi': {
      const only = PRIVACY.find((p) => p === subsection);
      return (
        <section className="space-y-3">
          {meta(t('help.privacy.intro'))}
          {heading}
          <p className="text-slate-700">{t('help.privacy.intro')}</p>
          <ul className="flex flex-wrap gap-2">
            {PRIVACY.map((p) => (
              <li key={p}>
                <Link
                  to={`/help/privasi/${p}`}
                  className={cn(
                    'inline-flex min-h-10 items-center rounded-full border px-3 text-sm',
                    only === p
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-slate-200 text-slate-600',
                  )}
                >
                  {t(`help.privacy.${p}.title`)}
                </Link>
              </li>
            ))}
          </ul>
          {(only ? [only] : PRIVACY).map((p) => (
            <Card key={p} id={p}>
              <h3 className="font-semibold text-slate-900">{t(`help.privacy.${p}.title`)}</h3>
              <p className="mt-1 text-slate-700">{t(`help.privacy.${p}.text`)}</p>
            </Card>
          ))}
        </section>
      );
    }
    case 'faq':
      return (
        <section className="space-y-3">
          {meta(faq.map((f) => f.q).join(' '), [faqJsonLd(faq)])}
          {heading}
          {faq.map(({ q, a }) => (
            <Disclosure key={q} summary={q}>
              <p>{a}</p>
            </Disclosure>
          ))}
        </section>
      );
    case 'hubungi-kami':
      return (
        <section className="space-y-4">
          {meta(t('help.contact.intro'))}
          {heading}
          <CompanyContact />
          <ContactForm />
        </section>
      );
  }
}

function CompanyContact() {
  const { t } = useTranslation('shell');
  const { company } = useSiteConfig();
  const rows = (
    [
      ['address', company.companyAddress],
      ['hours', company.operationalHour],
      ['cs', company.csNumber],
      ['email', company.companyEmail],
    ] as const
  ).filter(([, v]) => v);
  if (rows.length === 0) return null;
  return (
    <Card>
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-slate-700">{t(`help.contact.${k}`)}</dt>
            <dd className="text-slate-600">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
