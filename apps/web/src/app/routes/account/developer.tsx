import { useTranslation } from 'react-i18next';
import { DeveloperArea, DeveloperGate } from '../../../features/developer';

/** /account/developer (account::developer, spec §2 "developer (API)"): the member's H2H API area. */
export default function AccountDeveloperPage() {
  const { t } = useTranslation('developer');
  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="mb-5">
        {/* The phone toolbar shows the title already. */}
        <h1 className="sr-only text-2xl font-bold tracking-tight text-slate-900 md:not-sr-only">
          {t('area.title')}
        </h1>
        <p className="text-slate-600 md:mt-1">{t('area.description')}</p>
      </header>
      <DeveloperGate>
        <DeveloperArea />
      </DeveloperGate>
    </div>
  );
}
