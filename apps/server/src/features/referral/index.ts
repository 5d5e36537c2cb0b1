// Referral (issue 14 §4): one's code, link and counts, changing the code, the public validity check,
// invitations by e-mail, and the counting link /r/<code>. The upline is set by registration (auth).
export { referralLinkRoutes, referralRoutes } from './referral.routes.js';
export { checkReferralCode, getReferral, recordClick, referralUrl } from './referral.service.js';
