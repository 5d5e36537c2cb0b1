import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { fieldClasses } from '../../components/ui/text-field';
import { useStaff } from '../auth/staff-context';
import { ConsolePage } from '../components/console-page';
import { useWide } from '../lib/use-wide';
import { BannersTab } from './banners-tab';
import { BlogTab } from './blog-tab';
import { HelpTab } from './help-tab';
import { NewsTab } from './news-tab';
import { SettingsTab } from './settings-tab';

/** The owner's tabs (settings) and customer service's too (content). */
const OWNER_TABS = ['flags', 'company', 'deposit', 'apps'] as const;
const CONTENT_TABS = ['banners', 'blog', 'news', 'help'] as const;
export type SiteTab = (typeof OWNER_TABS)[number] | (typeof CONTENT_TABS)[number];

/**
 * /admin/site (issue 18): the owner's settings and feature flags (spec §3, §6), company, deposit,
 * live chat and APK; the owner's and customer service's banners, blog posts and news.
 */
export default function SitePage() {
  const { t } = useTranslation('console');
  const me = useStaff();
  const wide = useWide();
  const tabs: SiteTab[] = me.roles.includes('owner') ? [...OWNER_TABS, ...CONTENT_TABS] : [...CONTENT_TABS];
  const [tab, setTab] = useState<SiteTab>(tabs[0] ?? 'banners');
  return (
    <ConsolePage title={t('site.title')} description={t('site.description')}>
      {wide ? (
        <Tabs
          idBase="site"
          label={t('site.tabs.label')}
          items={tabs.map((key) => ({ key, label: t(`site.tabs.${key}`) }))}
          value={tab}
          onChange={setTab}
        />
      ) : (
        // Eight tabs do not fit a phone: the sections are a choice there.
        <div className="space-y-1.5">
          <label htmlFor="site-section" className="block text-sm font-medium text-slate-700">
            {t('site.tabs.label')}
          </label>
          <select
            id="site-section"
            className={fieldClasses(false)}
            value={tab}
            onChange={(e) => setTab(e.target.value as SiteTab)}
          >
            {tabs.map((key) => (
              <option key={key} value={key}>
                {t(`site.tabs.${key}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div {...(wide ? tabPanelProps('site', tab) : {})}>
        {tab === 'banners' ? (
          <BannersTab />
        ) : tab === 'blog' ? (
          <BlogTab />
        ) : tab === 'news' ? (
          <NewsTab />
        ) : tab === 'help' ? (
          <HelpTab />
        ) : (
          <SettingsTab tab={tab} />
        )}
      </div>
    </ConsolePage>
  );
}
