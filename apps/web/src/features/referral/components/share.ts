/** The share targets of the referral page (issue 14 §4), each opened in a 626×436 popup. */
export const SHARE_TARGETS = ['whatsapp', 'facebook', 'telegram', 'x'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const SHARE_NAMES: Record<ShareTarget, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
  x: 'X',
};

/** The target's share address for a link and its accompanying text. */
export function shareUrl(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
  }
}

export const POPUP_WIDTH = 626;
export const POPUP_HEIGHT = 436;

/** Opens the share address in a centred 626×436 popup (a new tab where popups are blocked). */
export function openSharePopup(address: string): void {
  const left = Math.max(0, Math.round((window.screen.width - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((window.screen.height - POPUP_HEIGHT) / 2));
  const features = `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  // Not 'noopener' in the features: the popup would open as a full tab and window.open answer null.
  const win = window.open(address, 'konter-share', features);
  if (win) win.opener = null;
  else window.open(address, '_blank', 'noopener,noreferrer');
}
