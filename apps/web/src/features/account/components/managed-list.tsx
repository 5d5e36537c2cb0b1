import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';

/** What a list row can start: its edit dialog and its delete confirmation. */
export interface RowActions {
  edit: () => void;
  remove: () => void;
}

/**
 * The shell of the member's own lists (contacts, addresses): the empty state with the add button, the
 * add/edit dialog, and deletion after a confirmation with its snackbar. The rows and the dialog are
 * the caller's.
 */
export function ManagedList<T extends { id: number }>(props: {
  items: T[];
  addLabel: string;
  addDisabled?: boolean;
  empty: { icon: IconName; title: string; text: string };
  /** Shown left of the add button above the list (e.g. "3 of 10"). */
  summary?: ReactNode;
  listClassName: string;
  renderItem: (item: T, actions: RowActions) => ReactNode;
  /** The add (item null) / edit dialog; `open` is false while neither is asked for. */
  renderDialog: (state: { open: boolean; item: T | null; close: () => void }) => ReactNode;
  remove: {
    mutation: UseMutationResult<unknown, unknown, number>;
    title: string;
    message: (item: T) => string;
    done: string;
  };
}) {
  const { t } = useTranslation('common');
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { mutation } = props.remove;

  const add = (
    <Button onClick={() => setEditing({ item: null })} disabled={props.addDisabled}>
      <Icon name="plus" className="size-5" />
      {props.addLabel}
    </Button>
  );

  return (
    <>
      {props.items.length === 0 ? (
        <EmptyState
          icon={props.empty.icon}
          title={props.empty.title}
          description={props.empty.text}
          action={add}
        />
      ) : (
        <div className="space-y-4">
          <div
            className={`flex flex-wrap items-center gap-3 ${props.summary ? 'justify-between' : 'justify-end'}`}
          >
            {props.summary}
            {add}
          </div>
          <ul className={props.listClassName}>
            {props.items.map((item) =>
              props.renderItem(item, {
                edit: () => setEditing({ item }),
                remove: () => setDeleting(item),
              }),
            )}
          </ul>
        </div>
      )}
      {props.renderDialog({
        open: editing !== null,
        item: editing?.item ?? null,
        close: () => setEditing(null),
      })}
      <ConfirmDialog
        open={deleting !== null}
        title={props.remove.title}
        message={deleting ? props.remove.message(deleting) : ''}
        confirmLabel={t('action.delete')}
        loading={mutation.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          mutation.mutate(deleting.id, {
            onSuccess: () => {
              snackbar.show({ message: props.remove.done, color: 'success' });
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
