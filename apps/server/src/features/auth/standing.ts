import { AppError } from '../../lib/errors.js';
import type { User } from './auth.repository.js';

/** Rules every money movement (purchase, transfer, top-up, loan) checks before any money moves (spec §5, §6). */
export function assertCanTransact(user: User): void {
  if (user.status !== 'active') throw new AppError('account_inactive');
  if (user.developerMode) throw new AppError('developer_mode_on');
}
