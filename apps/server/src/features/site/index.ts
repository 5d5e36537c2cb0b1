export { siteRoutes } from './site.routes.js';
export { getSiteSettings, type SiteSettingValues, setSiteSetting } from './site.settings.js';
