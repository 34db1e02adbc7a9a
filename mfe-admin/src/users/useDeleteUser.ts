import { useCallback, useState } from 'react';
import type { AdminUserRecord, CurrentUser } from '@clinote/contracts';
import { errorMessage, notify } from '@clinote/platform';
import { failureStatus, useDeleteUserMutation } from '../admin-api';
import { ADMIN_TEXT } from '../admin-text';

const refuseSelfDelete = () => notify({ title: ADMIN_TEXT.cannotDeleteTitle, description: ADMIN_TEXT.cannotDeleteSelf, kind: 'error' });

/** The signed-in administrator's own row (docs/product.md §5: an admin cannot delete their own account). */
export function isSelf(user: AdminUserRecord, me: Pick<CurrentUser, 'id' | 'email'> | null): boolean {
  return !!me && (user.id === me.id || user.email.toLowerCase() === me.email.toLowerCase());
}

/**
 * docs/product.md §4/§5/§8 deleting a user: the own account is refused on screen (the server refuses it
 * too); any other asks for confirmation; while the call runs that row's menu is disabled; success
 * removes the row (see admin-api) with "User Deleted", failure says "Delete Failed".
 */
export function useDeleteUser(me: Pick<CurrentUser, 'id' | 'email'> | null, { onConfirmed }: { onConfirmed?: () => void } = {}) {
  const [deleteUser] = useDeleteUserMutation();
  /** The account the confirmation dialog asks about; kept while the dialog closes so its text stays. */
  const [target, setTarget] = useState<AdminUserRecord | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());

  const request = useCallback(
    (user: AdminUserRecord) => {
      if (isSelf(user, me)) return refuseSelfDelete();
      setTarget(user);
      setOpen(true);
    },
    [me],
  );

  const cancel = useCallback(() => setOpen(false), []);

  const confirm = useCallback(async () => {
    if (!target || !open) return;
    const user = target;
    setOpen(false);
    setDeleting((ids) => new Set(ids).add(user.id));
    onConfirmed?.();
    try {
      await deleteUser(user.id).unwrap();
      notify({ title: ADMIN_TEXT.userDeletedTitle, description: `The account for ${user.email} has been deleted.`, kind: 'success' });
    } catch (error) {
      if (failureStatus(error) === 400 && errorMessage(error) === ADMIN_TEXT.cannotDeleteSelf) refuseSelfDelete();
      else notify({ title: ADMIN_TEXT.deleteFailedTitle, description: ADMIN_TEXT.deleteFailed, kind: 'error' });
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(user.id);
        return next;
      });
    }
  }, [target, open, deleteUser, onConfirmed]);

  return { target, open, deleting, request, cancel, confirm };
}
