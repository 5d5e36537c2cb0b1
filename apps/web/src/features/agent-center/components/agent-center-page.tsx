import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useAccount } from '../../../lib/auth';
import { isAgentCategory } from '../menu';
import { AgentCenterNav } from './agent-center-nav';

/**
 * Every agent-center screen: for categories 2 and 3 only — a member gets a calm "for agents" state
 * and no request is made (so no 403). Under /agent-center the side menu stands beside the page from
 * lg up; on a phone the toolbar's menu button opens it as a sidebar (`?sidebar=true`).
 */
export function AgentCenterPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['agentCenter', 'common']);
  const { pathname } = useLocation();
  const account = useAccount();
  const withMenu = pathname.startsWith('/agent-center');
  const category = account.data?.category;
  const body = account.isPending ? (
    <PageSkeleton rows={4} label={t('common:loading')} />
  ) : !isAgentCategory(category) ? (
    <EmptyState
      icon="user"
      title={t('gate.title')}
      description={t('gate.text')}
      action={
        <Link to="/agency" className={buttonClasses('primary')}>
          {t('gate.cta')}
        </Link>
      }
    />
  ) : (
    children
  );
  const page = (
    <Page title={title} description={isAgentCategory(category) ? intro : undefined} toolbarTitle>
      {body}
    </Page>
  );
  if (!withMenu || !isAgentCategory(category)) return page;
  return (
    <div className="mx-auto flex w-full max-w-6xl gap-6">
      <nav
        aria-label={t('menu')}
        className="sticky top-20 hidden h-fit w-60 shrink-0 rounded-2xl border border-slate-200 bg-white p-3 lg:block"
        data-testid="agent-center-nav"
      >
        <AgentCenterNav />
      </nav>
      <div className="min-w-0 flex-1">{page}</div>
    </div>
  );
}
