export { siteRoutes } from './site.routes.js';
export { excelAccess } from './site.service.js';
export { getSiteSettings, type SiteSettingValues, setSiteSetting } from './site.settings.js';
