// The referral feature's public face (issue 14 §4): the referral page, its two forms, and the
// register form's live code check.
export { ChangeCodeForm } from './components/change-code-form';
export { InviteEmailForm } from './components/invite-email-form';
export { ReferralCodeStatus } from './components/referral-code-status';
export { ReferralOverview } from './components/referral-overview';
