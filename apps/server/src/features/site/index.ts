export {
  addBanner,
  type BannerRow,
  changeBanner,
  listBanners,
  lockBanner,
  type NewBanner,
  removeBanner,
} from './site.banners.js';
export { type HelpTextRow, listHelpTexts, lockHelpText, saveHelpText } from './site.repository.js';
export { siteRoutes } from './site.routes.js';
export { excelAccess } from './site.service.js';
export {
  getSiteSettings,
  type SiteSettingValues,
  setSiteSetting,
} from './site.settings.js';
