import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Languages of the product (spec §1): Indonesian is the default. */
export const locales = ['id', 'en', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const localeNames: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English', zh: '中文' };

/** Namespaces: one per feature, loaded per language on demand (each is its own small chunk). */
export const namespaces = [
  'common',
  'errors',
  'home',
  'auth',
  'account',
  'catalog',
  'purchase',
  'transactions',
  'deposit',
  'shell',
  'notifications',
  'notices',
  'sendMoney',
  'referral',
  'excel',
  'bulk',
  'checkout',
  'media',
  'agentCenter',
  'agency',
  'debt',
  'loan',
  'affiliate',
  'shop',
  'shopOrder',
  'multicourier',
  'postal',
  'developer',
  'console',
] as const;
export type Namespace = (typeof namespaces)[number];

const STORAGE_KEY = 'konter.locale';
/**
 * The chosen language, also as a cookie: the server renders public pages in it (features/web).
 * The URL's `?lang=` (the public pages' language links, hreflang) wins over both.
 */
export const LOCALE_COOKIE = 'konter_lang';
const isLocale = (v: string | null | undefined): v is Locale =>
  (locales as readonly string[]).includes(v ?? '');
type Messages = { default: Record<string, unknown> };
const loaders = import.meta.glob<Messages>('./locales/*/*.ts');

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`no messages for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (m) => callback(null, m.default as never),
      (e: Error) => callback(e, true), // retryable: a slow network may drop a chunk
    );
  },
};

function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The URL's `?lang=`, then the saved choice, then the browser's languages in order; anything else is Indonesian. Same
 * mapping as core's pickLocale ('in' is the legacy code for Indonesian), kept here so the shell
 * does not pull the validation messages into its first chunk.
 */
export function detectLocale(): Locale {
  const fromUrl = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (isLocale(fromUrl)) return fromUrl;
  const saved = storedLocale();
  if (isLocale(saved)) return saved;
  const langs =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  for (const lang of langs) {
    const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0];
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en' || primary === 'zh') return primary;
  }
  return 'id';
}

export const currentLocale = (): Locale => {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return (locales as readonly string[]).includes(lng) ? (lng as Locale) : 'id';
};

i18next.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

// The router starts its first navigation (and so the lazy routes' loadNamespaces) before
// initI18n has run; namespaces asked for that early wait for the init instead of being dropped,
// which would load them later through Suspense and blank the screen while the user types.
let markInitialized: () => void = () => {};
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/** Initialise once; resolves when the shell's namespace (common) is loaded. */
export function initI18n(lng: Locale = detectLocale()) {
  if (i18next.isInitialized) return i18next.changeLanguage(lng).then(() => i18next);
  return i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      // Every language has every key (i18n-keys.test.ts): no fallback downloads on slow networks.
      fallbackLng: false,
      supportedLngs: [...locales],
      load: 'languageOnly',
      // `errors` is not here: the visitor's landing shows none; every other screen loads it with its
      // own namespaces (app/lazy-page.ts), the global error handler with the first failed call.
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => {
      markInitialized();
      return i18next;
    });
}

/** Loads the namespaces a screen needs (called from lazy routes, in parallel with its code). */
export const loadNamespaces = (ns: Namespace | Namespace[]) =>
  initialized.then(() => i18next.loadNamespaces(ns));

export async function changeLocale(lng: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // private mode: the choice just isn't remembered
  }
  document.cookie = `${LOCALE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  await i18next.changeLanguage(lng);
}

export { i18next as i18n };
