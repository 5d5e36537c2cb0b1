import { POSTPAID_TYPES, PREPAID_TYPES } from '@konter/core/catalog';
import { describe, expect, test } from 'vitest';
import { isIconName } from '../../components/ui/icons';
import { postpaidTypeIcon, prepaidTypeIcon } from './labels';

describe('product type icons (one list in @konter/core, also the server menu’s)', () => {
  test('every type has an icon of the icon set', () => {
    const names = [
      ...PREPAID_TYPES.map((t) => prepaidTypeIcon[t]),
      ...POSTPAID_TYPES.map((t) => postpaidTypeIcon[t]),
    ];
    expect(names.filter((n) => !isIconName(n))).toEqual([]);
  });
});
