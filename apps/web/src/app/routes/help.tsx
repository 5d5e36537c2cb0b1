import { type ContactFormRequest, contactFormRequest } from '@konter/core/contracts/contact';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Disclosure } from '../../components/ui/disclosure';
import { Icon } from '../../components/ui/icons';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { api } from '../../lib/api-client';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import type { KeyOf } from '../../lib/i18n/types';
import { useSiteConfig } from '../../lib/site-config';

const SECTIONS = [
  'cara-penggunaan',
  'panduan-keamanan',
  'privasi',
  'persyaratan',
  'faq',
  'hubungi-kami',
] as const;
type Section = (typeof SECTIONS)[number];
const PRIVACY = ['data', 'use', 'rights'] as const;

/** /help and its sections (spec §2, texts by §9.3). Unknown help paths redirect to /help (router). */
export default function HelpPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const section = SECTIONS.find((s) => pathname.startsWith(`/help/${s}`));
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 md:grid-cols-[14rem_1fr]">
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

function SectionBody({ section }: { section: Section }) {
  const { t } = useTranslation('shell');
  const { subsection } = useParams();
  const heading = <h2 className="mb-4 text-xl font-bold text-slate-900">{t(`help.sections.${section}`)}</h2>;
  switch (section) {
    case 'cara-penggunaan':
      return (
        <section>
          {heading}
          <Paragraphs keys={(['p1', 'p2', 'p3', 'p4'] as const).map((p) => `help.usage.${p}` as const)} />
        </section>
      );
    case 'panduan-keamanan':
      return (
        <section>
          {heading}
          <Paragraphs keys={(['p1', 'p2', 'p3'] as const).map((p) => `help.security.${p}` as const)} />
        </section>
      );
    case 'persyaratan':
      return (
        <section>
          {heading}
          <Paragraphs keys={(['p1', 'p2', 'p3', 'p4'] as const).map((p) => `help.terms.${p}` as const)} />
        </section>
      );
    case 'privasi': {
      const only = PRIVACY.find((p) => p === subsection);
      return (
        <section className="space-y-3">
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
          {heading}
          {(['start', 'deposit', 'app', 'problem', 'expire'] as const).map((q) => (
            <Disclosure key={q} summary={t(`help.faq.${q}.q`)}>
              <p>{t(`help.faq.${q}.a`)}</p>
            </Disclosure>
          ))}
        </section>
      );
    case 'hubungi-kami':
      return (
        <section className="space-y-4">
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

type Captcha = { captcha_id: string; image: string; expires_in: number };

/** The contact form (POST contact) with the server's SVG captcha; 422 errors land on the fields. */
function ContactForm() {
  const { t } = useTranslation('shell');
  const snackbar = useSnackbar();
  const captcha = useQuery({
    queryKey: ['contact-captcha'],
    queryFn: ({ signal }) => api.get<Captcha>('contact/get-captcha', { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const form = useLocalizedForm(contactFormRequest, {
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', captcha_id: '', captcha: '' },
  });
  const server = useServerErrors(form);
  const send = useMutation({
    mutationFn: (body: ContactFormRequest) => api.post('contact', body),
    onSuccess: () => {
      snackbar.show({ message: t('help.contact.sent'), color: 'success' });
      form.reset();
      void captcha.refetch();
    },
    onError: (e) => {
      // The failed event (spec §8.2): the captcha is single-use, so a new one is fetched.
      window.dispatchEvent(new CustomEvent('konter:contact-failed', { detail: e }));
      form.setValue('captcha', '');
      void captcha.refetch();
      // A 422 lands on the fields with "invalid data" above them; anything else (offline, 5xx) says
      // the message was not sent, since this form keeps the global alerts quiet.
      if (!server.handle(e)) snackbar.show({ message: t('help.contact.failed'), color: 'error' });
    },
    meta: { silent: true },
  });
  const { errors } = form.formState;
  const err = (k: keyof ContactFormRequest) => errors[k]?.message;
  const submit = form.handleSubmit((v) => send.mutate(v));
  return (
    <Card>
      <p className="mb-4 text-sm text-slate-600">{t('help.contact.intro')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          form.setValue('captcha_id', captcha.data?.captcha_id ?? '');
          void submit(e);
        }}
        className="space-y-4"
      >
        {server.alert && <Alert tone="error">{t('help.contact.invalid')}</Alert>}
        <TextField
          label={t('help.contact.name')}
          autoComplete="name"
          error={err('name')}
          {...form.register('name')}
        />
        <TextField
          label={t('help.contact.email')}
          type="email"
          autoComplete="email"
          error={err('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('help.contact.phone')}
          type="tel"
          autoComplete="tel"
          error={err('phone')}
          {...form.register('phone')}
        />
        <TextField label={t('help.contact.subject')} error={err('subject')} {...form.register('subject')} />
        <div>
          <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('help.contact.message')}
          </label>
          <textarea
            id="contact-message"
            rows={5}
            aria-invalid={Boolean(err('message'))}
            aria-describedby={err('message') ? 'contact-message-error' : undefined}
            className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
            {...form.register('message')}
          />
          {err('message') && (
            <p id="contact-message-error" className="mt-1 text-sm text-red-700">
              {err('message')}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          {captcha.data ? (
            <img
              src={captcha.data.image}
              alt={t('help.contact.captchaImage')}
              className="h-14 w-40 rounded-lg border border-slate-200 bg-white"
            />
          ) : (
            <div className="h-14 w-40 animate-pulse rounded-lg bg-slate-100" />
          )}
          <Button
            type="button"
            variant="ghost"
            onClick={() => void captcha.refetch()}
            aria-label={t('help.contact.refresh')}
            disabled={captcha.isFetching}
          >
            <Icon name="refresh" className="size-5" />
          </Button>
        </div>
        <TextField
          label={t('help.contact.captcha')}
          autoComplete="off"
          error={err('captcha') ?? err('captcha_id')}
          {...form.register('captcha')}
        />
        <Button type="submit" disabled={send.isPending}>
          {t('help.contact.send')}
        </Button>
      </form>
    </Card>
  );
}
