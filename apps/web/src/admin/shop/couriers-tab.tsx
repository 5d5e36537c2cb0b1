import type { ConsoleCourierAgent } from '@konter/core/contracts/console-commerce';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { TextField } from '../../components/ui/text-field';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { findCourierAgent, useCourierAgentChange, useCourierAgents } from './api';

// The Shop page's Couriers tab: the accounts that are drop-point agents of a courier (the agent's
// price on it), each courier's flag switched on or off — the CLI's shipping:agent. An account not
// listed yet is found by phone or e-mail.

export function CouriersTab() {
  const { t } = useTranslation('console');
  const agents = useCourierAgents();
  const [login, setLogin] = useState('');
  const [found, setFound] = useState<ConsoleCourierAgent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (!login.trim()) return;
    setSearching(true);
    setError(null);
    try {
      setFound(await findCourierAgent(login.trim()));
    } catch (err) {
      setFound(null);
      setError(isApiError(err) ? errorMessage(t, err) : t('shop.couriers.notFound'));
    } finally {
      setSearching(false);
    }
  };
  const listed = agents.data ?? [];
  const shown = found && !listed.some((a) => a.id === found.id) ? [found, ...listed] : listed;
  return (
    <div className="space-y-4">
      <form onSubmit={search} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" noValidate>
        <TextField
          label={t('shop.couriers.find')}
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          autoComplete="off"
          maxLength={254}
        />
        <Button type="submit" variant="secondary" loading={searching}>
          {t('shop.couriers.search')}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {agents.isPending ? (
        <p className="text-slate-500">{t('loading')}</p>
      ) : shown.length === 0 ? (
        <EmptyState title={t('shop.couriers.empty')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((a) => (
            <Agent key={a.id} agent={a} onChanged={(next) => found?.id === next.id && setFound(next)} />
          ))}
        </div>
      )}
    </div>
  );
}

function Agent({
  agent,
  onChanged,
}: {
  agent: ConsoleCourierAgent;
  onChanged: (a: ConsoleCourierAgent) => void;
}) {
  const { t } = useTranslation('console');
  const change = useCourierAgentChange();
  return (
    <Card data-testid="courier-agent" data-user={agent.id}>
      <p className="font-semibold text-slate-900">{agent.name}</p>
      <p className="text-sm text-slate-600">{agent.hp}</p>
      <fieldset className="mt-3" disabled={change.isPending}>
        <legend className="sr-only">{t('shop.couriers.flags', { name: agent.name })}</legend>
        <ul className="grid grid-cols-2 gap-2">
          {agent.couriers.map((c) => (
            <li key={c.courier}>
              <label className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={c.agent}
                  onChange={(e) =>
                    change.mutate(
                      { id: agent.id, courier: c.courier, agent: e.target.checked },
                      { onSuccess: onChanged },
                    )
                  }
                />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </Card>
  );
}
