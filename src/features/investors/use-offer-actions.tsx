import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  useChangeInvestorOfferOwner,
  useChangeInvestorOfferStatus,
  useListInvestorOfferOwnerChoices,
} from '#generated/api/investor-pipeline/investor-pipeline';
import type { InvestorOfferRow, KanbanColumnKey } from '#generated/api/model';
import { usePermissions } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { useNotifications } from '../../lib/notifications';
import { ConfirmDialog, type RowAction } from '../../lib/table';
import { focusRing } from '../../lib/ui/styles';
import { columnMessages, investorMessages } from './investor-messages';
import { allowedMoves, columnOf, MOVE_TARGET, type PipelineMove } from './pipeline-moves';

const REASON_MIN = 3;
const REASON_MAX = 1000;

/** What the board does around a move: show the card in its target at once, and settle it when the server answers. */
export interface MoveListener {
  /** The request is about to be sent (target null: restore, the server decides the column). */
  onMoveStart?: (row: InvestorOfferRow, target: KanbanColumnKey | null) => void;
  /** The server answered: the offer after the move, or null when it refused (the card goes back). */
  onMoveEnd?: (row: InvestorOfferRow, result: InvestorOfferRow | null) => void;
}

export interface OfferActions {
  /** The menu of one offer: the moves the policy allows the signed-in role, and "Change advisor". */
  menuActions: (row: InvestorOfferRow) => RowAction[];
  /** Starts a move (decline asks for the reason first). */
  requestMove: (row: InvestorOfferRow, move: PipelineMove) => void;
  /** The dialogs and the screen-reader announcements; render once. */
  elements: ReactNode;
}

export function displayName(row: InvestorOfferRow): string {
  return row.investorName?.trim() || row.investorEmail;
}

/** Every cached investor list, board and campaign offer list (they all show offers). */
function isOfferQuery(key: readonly unknown[]): boolean {
  const first = key[0];
  return (
    typeof first === 'string' &&
    (first.startsWith('/api/advisor/investor/') || /^\/api\/advisor\/campaign\/[^/]+\/offers$/.test(first))
  );
}

/**
 * The actions on an investor offer shared by the table's row menu and the board's card menu: the board moves of
 * the transition policy (changeInvestorOfferStatus), the change-advisor dialog (changeInvestorOfferOwner), each
 * result announced to screen readers and every refusal through the one error handler.
 */
export function useOfferActions(listener: MoveListener = {}): OfferActions {
  const intl = useIntl();
  const { role, can } = usePermissions();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  // mutateAsync is stable (the mutation result object is not): the menus built from it stay stable too.
  const { mutateAsync: changeStatus } = useChangeInvestorOfferStatus();
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  });

  const [announcement, setAnnouncement] = useState('');
  const [declining, setDeclining] = useState<InvestorOfferRow | null>(null);
  const [reassigning, setReassigning] = useState<InvestorOfferRow | null>(null);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => isOfferQuery(query.queryKey) }),
    [queryClient],
  );

  const columnName = useCallback((key: KanbanColumnKey) => intl.formatMessage(columnMessages[key]), [intl]);

  const runMove = useCallback(
    async (row: InvestorOfferRow, move: PipelineMove, reason?: string) => {
      const name = displayName(row);
      listenerRef.current.onMoveStart?.(row, MOVE_TARGET[move]);
      try {
        const result = await changeStatus({
          offerId: row.id,
          data: reason === undefined ? { action: move } : { action: move, reason },
        });
        listenerRef.current.onMoveEnd?.(row, result);
        setAnnouncement(
          intl.formatMessage(investorMessages.moved, { name, column: columnName(columnOf(result.status)) }),
        );
      } catch (error) {
        listenerRef.current.onMoveEnd?.(row, null);
        const message = getErrorMessage(error, intl);
        notify({ kind: 'error', title: intl.formatMessage(investorMessages.actionFailed), message });
        setAnnouncement(
          intl.formatMessage(investorMessages.moveRefused, {
            name,
            column: columnName(columnOf(row.status)),
            reason: message,
          }),
        );
      } finally {
        void refresh();
      }
    },
    [changeStatus, intl, notify, refresh, columnName],
  );

  const requestMove = useCallback(
    (row: InvestorOfferRow, move: PipelineMove) => {
      if (move === 'decline') setDeclining(row);
      else void runMove(row, move);
    },
    [runMove],
  );

  const menuActions = useCallback(
    (row: InvestorOfferRow): RowAction[] => {
      const actions: RowAction[] = [];
      if (can('changeInvestorOfferStatus')) {
        for (const move of allowedMoves(row.status, role)) {
          actions.push({
            id: move,
            label: intl.formatMessage(investorMessages[move]),
            destructive: move === 'decline',
            onSelect: () => requestMove(row, move),
          });
        }
      }
      if (can('changeInvestorOfferOwner') && can('listInvestorOfferOwnerChoices')) {
        actions.push({
          id: 'change-owner',
          label: intl.formatMessage(investorMessages.changeOwner),
          onSelect: () => setReassigning(row),
        });
      }
      return actions;
    },
    [can, role, intl, requestMove],
  );

  const elements = (
    <>
      <p className="sr-only" aria-live="polite" data-testid="pipeline-announcer">
        {announcement}
      </p>
      <DeclineDialog
        row={declining}
        onCancel={() => setDeclining(null)}
        onConfirm={(reason) => {
          const row = declining;
          setDeclining(null);
          if (row) void runMove(row, 'decline', reason);
        }}
      />
      {reassigning ? (
        <ChangeOwnerDialog
          row={reassigning}
          onClose={() => setReassigning(null)}
          onChanged={(message) => {
            setReassigning(null);
            setAnnouncement(message);
            notify({ kind: 'success', title: intl.formatMessage(investorMessages.success), message });
            void refresh();
          }}
        />
      ) : null}
    </>
  );

  return { menuActions, requestMove, elements };
}

const fieldClass = `mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 ${focusRing}`;

function DeclineDialog({
  row,
  onCancel,
  onConfirm,
}: {
  row: InvestorOfferRow | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const close = () => {
    setReason('');
    setError(false);
    onCancel();
  };
  const confirm = () => {
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setError(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setReason('');
    setError(false);
    onConfirm(text);
  };
  return (
    <ConfirmDialog
      open={row !== null}
      title={intl.formatMessage(investorMessages.declineTitle)}
      confirmLabel={intl.formatMessage(investorMessages.declineConfirm)}
      cancelLabel={intl.formatMessage(investorMessages.cancel)}
      destructive
      onCancel={close}
      onConfirm={confirm}
    >
      <p>{row ? intl.formatMessage(investorMessages.declineText, { name: displayName(row) }) : null}</p>
      <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-gray-900">
        {intl.formatMessage(investorMessages.declineReason)}
      </label>
      <textarea
        id={fieldId}
        value={reason}
        maxLength={REASON_MAX}
        rows={3}
        required
        aria-invalid={error}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => setReason(event.target.value)}
        className={fieldClass}
      />
      <p id={hintId} className="mt-1 text-xs text-gray-600">
        {intl.formatMessage(investorMessages.declineReasonHint)}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {intl.formatMessage(investorMessages.declineReasonTooShort)}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * The change-advisor dialog (see docs/product/investor-pipeline.md): the active advisors of the offer's network (the server's
 * choices for this offer), confirm, changeInvestorOfferOwner; a refusal shows the one handler's message inside.
 */
function ChangeOwnerDialog({
  row,
  onClose,
  onChanged,
}: {
  row: InvestorOfferRow;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const intl = useIntl();
  const choices = useListInvestorOfferOwnerChoices(row.id);
  const change = useChangeInvestorOfferOwner();
  const [ownerId, setOwnerId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const errorId = useId();
  const name = displayName(row);
  const options = choices.data ?? [];

  const confirm = async () => {
    const owner = options.find((choice) => choice.id === ownerId);
    if (!owner) {
      setError(intl.formatMessage(investorMessages.changeOwnerRequired));
      document.getElementById(selectId)?.focus();
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ offerId: row.id, ownerId: owner.id });
      onChanged(intl.formatMessage(investorMessages.ownerChanged, { name, owner: owner.name }));
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    }
  };

  let body: ReactNode;
  if (choices.isPending) {
    body = <p role="status">{intl.formatMessage(investorMessages.changeOwnerLoading)}</p>;
  } else if (choices.error) {
    body = (
      <p role="alert" className="text-red-700">
        {getErrorMessage(choices.error, intl)}
      </p>
    );
  } else if (options.length === 0) {
    body = <p>{intl.formatMessage(investorMessages.changeOwnerNone)}</p>;
  } else {
    body = (
      <>
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
          {intl.formatMessage(investorMessages.changeOwnerSelect)}
        </label>
        <select
          id={selectId}
          value={ownerId}
          required
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setOwnerId(event.target.value)}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(investorMessages.changeOwnerChoose)}</option>
          {options.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </>
    );
  }

  return (
    <ConfirmDialog
      open
      title={intl.formatMessage(investorMessages.changeOwnerTitle)}
      confirmLabel={intl.formatMessage(investorMessages.changeOwnerConfirm)}
      cancelLabel={intl.formatMessage(investorMessages.cancel)}
      busy={change.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{intl.formatMessage(investorMessages.changeOwnerText, { name })}</p>
      {row.ownerName ? (
        <p className="mt-1">{intl.formatMessage(investorMessages.currentOwner, { owner: row.ownerName })}</p>
      ) : null}
      <div className="mt-4" />
      {body}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
