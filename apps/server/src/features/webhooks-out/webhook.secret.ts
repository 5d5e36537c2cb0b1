import type { Config } from '../../config.js';
import { openSealedText, randomToken, sealText } from '../../lib/crypto.js';

// The webhook secret at rest: encrypted under a key derived from APP_SECRET (it must be read back
// to sign), with its last 4 characters kept in clear as a hint.

const PURPOSE = 'webhook-secret';

/** A new secret: 32 URL-safe characters (24 random bytes). */
export const generateSecret = () => randomToken(24);

export const sealSecret = (config: Config, secret: string) => ({
  secretEnc: sealText(config.APP_SECRET, PURPOSE, secret),
  secretHint: secret.slice(-4),
});

export const openSecret = (config: Config, secretEnc: string) =>
  openSealedText(config.APP_SECRET, PURPOSE, secretEnc);
