import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '../../components/ui/cn';
import { Icon } from '../../components/ui/icons';
import { useAccount } from '../../lib/auth';
import { useSiteConfig } from '../../lib/site-config';
import { useHydrated } from '../../lib/use-hydrated';
import { useCartBadgeQuantity, useLocalCartSync } from '../shop';
import { useRouteHandle, useSidebar } from './use-shell';

const AgentCenterMenu = lazy(() => import('./agent-center-menu'));
const ChatBubble = lazy(() => import('./chat-bubble'));

const iconButton =
  'relative flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100';

/** The agent-center side-menu button: only for account category 2 or 3 on agent-center routes. */
export function AgentCenterButton() {
  const { t } = useTranslation('common');
  const { agentCategory } = useSiteConfig();
  const handle = useRouteHandle();
  const sidebar = useSidebar();
  if (agentCategory !== 2 && agentCategory !== 3) return null;
  if (!handle.showMenuAgentCenter) return null;
  return (
    <>
      <button type="button" className={iconButton} aria-label={t('bar.agentCenter')} onClick={sidebar.show}>
        <Icon name="grid" />
      </button>
      {sidebar.open && (
        <Suspense fallback={null}>
          <AgentCenterMenu onClose={sidebar.close} />
        </Suspense>
      )}
    </>
  );
}

/** Shop search (on Enter), cart with badge, chat bubble: each only when its feature is on. */
export function ToolbarActions() {
  const { t } = useTranslation('common');
  const config = useSiteConfig();
  const { data: account } = useAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shopOn = config.preferences.shop;
  const shownTerm = pathname === '/shop/search' ? (params.get('search') ?? '') : '';
  // The field shows the search page's term and is empty on every other page — but never replaces
  // what the user is typing in it (a page can render after they have started again).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = field.current;
    if (el && document.activeElement !== el) el.value = shownTerm;
  }, [shownTerm]);
  // Before the app runs (a server-rendered page, ADR 0015) the form submits itself to the search
  // page; an empty term is then held back by `required`, as the app does nothing with it either.
  const hydrated = useHydrated();
  // Live chat: only for a signed-in user and when the site enables it (spec §2).
  const chatOn = Boolean(account) && config.liveChat.enabled;

  // Spec §2: Enter searches the term; an empty term goes back to the shop home from the search
  // page and does nothing anywhere else.
  const search = (term: string) => {
    const q = term.trim();
    if (q) navigate(`/shop/search?${new URLSearchParams({ search: q, sort: 'latest' })}`);
    else if (pathname === '/shop/search') navigate('/shop');
  };
  // The badge: the local cart's quantity for visitors, the server cart's for members; a visitor's
  // local cart is uploaded once they sign in (features/shop, spec §4).
  const cartQuantity = useCartBadgeQuantity();
  useLocalCartSync();
  const inShop = pathname === '/shop' || pathname.startsWith('/shop/');

  return (
    <div className="flex items-center gap-1">
      {shopOn && (
        <search className="hidden lg:block">
          <form
            action="/shop/search"
            onSubmit={(e) => {
              e.preventDefault();
              search(String(new FormData(e.currentTarget).get('search') ?? ''));
            }}
          >
            <input
              ref={field}
              type="search"
              name="search"
              defaultValue={shownTerm}
              required={!hydrated}
              placeholder={t('bar.search')}
              aria-label={t('bar.search')}
              className="h-10 w-40 rounded-full border border-slate-200 bg-slate-50 px-4 text-sm focus:border-brand-600 focus:outline-none"
            />
            <input type="hidden" name="sort" value="latest" />
          </form>
        </search>
      )}
      {shopOn && (
        // On phones only in the shop or with something in the cart: the toolbar stays uncluttered.
        <Link
          to="/shop/cart"
          className={cn(iconButton, !inShop && cartQuantity === 0 && 'hidden md:flex')}
          aria-label={`${t('bar.cart')} (${cartQuantity})`}
        >
          <Icon name="cart" />
          {cartQuantity > 0 && (
            <span
              data-testid="cart-badge"
              className="absolute top-1 right-1 min-w-4 rounded-full bg-brand-700 px-1 text-center text-[0.625rem] font-bold leading-4 text-white"
            >
              {cartQuantity > 99 ? '99+' : cartQuantity}
            </span>
          )}
        </Link>
      )}
      {chatOn && (
        <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
          <ChatBubble config={config.liveChat} className={iconButton} />
        </Suspense>
      )}
    </div>
  );
}
