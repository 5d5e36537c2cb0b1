import { operatorCutOffRule } from '@konter/core/contracts/catalog';
import { localizeIssues } from '@konter/core/validation/index';
import type { Deps } from '../../lib/deps.js';
import { AdminError } from '../admin/index.js';
import { cliActor } from './audit.service.js';
import { changeProductCutOff } from './catalogue.service.js';

// The operator CLI's catalogue commands that the console's Catalogue page also offers, through the
// page's own change (catalogue.service.ts): the same rule, one transaction, one audit row by
// `cli:<os user>`.

/**
 * `set-cut-off <code> <HH:MM-HH:MM|off>`: the operator's daily cut-off window (WIB, may span
 * midnight), or "off" to follow the supplier's again.
 */
export async function cliSetCutOff(deps: Deps, code: string, spec: string) {
  const off = spec.trim().toLowerCase() === 'off';
  const [start = '', end = ''] = off ? [] : spec.split('-');
  const window = off ? null : { start, end };
  const checked = operatorCutOffRule.safeParse(window ?? { start: null, end: null });
  if (!checked.success) {
    const byField = localizeIssues(checked.error.issues, 'en');
    throw new AdminError(
      Object.entries(byField)
        .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
        .join('; '),
    );
  }
  return changeProductCutOff(deps, cliActor(), code, window);
}
