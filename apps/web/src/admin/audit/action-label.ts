import { useTranslation } from 'react-i18next';

/**
 * An audit action's label: its translation when the console knows the key (`console:audit.actions`
 * holds `staff.create` as staff → create), else the stable key itself — later features add actions
 * before anyone names them here.
 */
export function useActionLabel() {
  const { t, i18n } = useTranslation('console');
  return (action: string): string => {
    if (!/^[a-z][a-z0-9_]*(\.[a-z0-9_-]+)*$/.test(action)) return action;
    const text = i18n.getResource(
      i18n.resolvedLanguage ?? i18n.language,
      'console',
      `audit.actions.${action}`,
    );
    return typeof text === 'string' ? t(`audit.actions.${action}` as never) : action;
  };
}

/** Every action key the console has a label for ('auth.login', 'approval.deposit.approve', …): the filter's suggestions. */
export function useKnownActions(): string[] {
  const { i18n } = useTranslation('console');
  const tree = i18n.getResource(i18n.resolvedLanguage ?? i18n.language, 'console', 'audit.actions') as
    | Record<string, unknown>
    | undefined;
  const keys = (node: unknown, path: string): string[] =>
    typeof node === 'string'
      ? [path]
      : Object.entries((node ?? {}) as Record<string, unknown>).flatMap(([k, v]) =>
          keys(v, path ? `${path}.${k}` : k),
        );
  return keys(tree, '');
}
