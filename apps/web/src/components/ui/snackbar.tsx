import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Icon } from './icons';

/** Spec §2 / calls §9.2: default timeout 6000 ms; colours default, success, error, info, warning, black. */
export const SNACKBAR_TIMEOUT = 6000;
export type SnackbarColor = 'default' | 'success' | 'error' | 'info' | 'warning' | 'black';

export interface SnackbarOptions {
  message: ReactNode;
  color?: SnackbarColor;
  /** Milliseconds; 0 or less keeps it until closed. */
  timeout?: number;
  action?: { label: ReactNode; onClick: () => void };
}
interface Snack extends Required<Pick<SnackbarOptions, 'message' | 'color' | 'timeout'>> {
  id: number;
  action?: SnackbarOptions['action'];
}
interface SnackbarApi {
  show: (options: SnackbarOptions) => number;
  dismiss: (id?: number) => void;
  /** Removes every snackbar (shown or waiting) of these colours; all of them without colours. */
  clear: (colors?: SnackbarColor[]) => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

// The mounted provider, for plain functions that run outside React (opening a payment page from a
// click handler helper); there is one provider per app.
let mounted: SnackbarApi | null = null;

/** Shows a snackbar from outside React; null when no provider is mounted. */
export const showSnackbar = (options: SnackbarOptions): number | null => mounted?.show(options) ?? null;

const colors: Record<SnackbarColor, string> = {
  default: 'bg-slate-800 text-white',
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-sky-700 text-white',
  warning: 'bg-amber-400 text-amber-950',
  black: 'bg-black text-white',
};

/**
 * Holds a queue: one snackbar at a time; the next shows when the current one times out or closes
 * (or, when others wait, after SNACKBAR_MIN_VISIBLE so a fresh message is not hidden for 6 s).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Snack[]>([]);
  const nextId = useRef(1);

  const show = useCallback((o: SnackbarOptions) => {
    const id = nextId.current++;
    const snack: Snack = {
      id,
      message: o.message,
      color: o.color ?? 'default',
      timeout: o.timeout ?? SNACKBAR_TIMEOUT,
      action: o.action,
    };
    setQueue((q) => [...q, snack]);
    return id;
  }, []);
  const dismiss = useCallback((id?: number) => {
    setQueue((q) => (id === undefined ? q.slice(1) : q.filter((s) => s.id !== id)));
  }, []);
  const clear = useCallback((colors?: SnackbarColor[]) => {
    setQueue((q) => (colors ? q.filter((s) => !colors.includes(s.color)) : []));
  }, []);
  const api = useMemo(() => ({ show, dismiss, clear }), [show, dismiss, clear]);
  useEffect(() => {
    mounted = api;
    return () => {
      if (mounted === api) mounted = null;
    };
  }, [api]);

  return (
    <SnackbarContext value={api}>
      {children}
      <SnackbarHost current={queue[0]} waiting={Math.max(0, queue.length - 1)} onDismiss={dismiss} />
    </SnackbarContext>
  );
}

export function useSnackbar(): SnackbarApi {
  const ctx = useContext(SnackbarContext);
  if (!ctx) throw new Error('useSnackbar needs <SnackbarProvider>');
  return ctx;
}

/** A snackbar with others waiting behind it gives way once it has been readable this long. */
export const SNACKBAR_MIN_VISIBLE = 1500;

function SnackbarHost({
  current,
  waiting,
  onDismiss,
}: {
  current?: Snack;
  waiting: number;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('common');
  const shownAt = useRef<{ id: number; at: number } | null>(null);
  useEffect(() => {
    if (!current) return;
    if (shownAt.current?.id !== current.id) shownAt.current = { id: current.id, at: Date.now() };
    const elapsed = Date.now() - shownAt.current.at;
    const own = current.timeout > 0 ? current.timeout - elapsed : Number.POSITIVE_INFINITY;
    // Sticky ones (timeout 0) stay; timed ones shorten when newer messages wait.
    const yieldAfter =
      waiting > 0 && current.timeout > 0 ? SNACKBAR_MIN_VISIBLE - elapsed : Number.POSITIVE_INFINITY;
    const delay = Math.min(own, yieldAfter);
    if (!Number.isFinite(delay)) return;
    const timer = setTimeout(() => onDismiss(current.id), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [current, waiting, onDismiss]);

  return (
    // Above the mobile bottom nav (4rem) and the home indicator; bottom-left on wide screens.
    <div className="pointer-events-none fixed inset-x-0 print:hidden bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-3 md:bottom-6 md:justify-start md:px-6">
      {current && (
        <SnackbarCard
          key={current.id}
          message={current.message}
          color={current.color}
          action={current.action}
          closeLabel={t('action.close')}
          onClose={() => onDismiss(current.id)}
        />
      )}
    </div>
  );
}

/**
 * One snackbar's look, shared by the queue and by the separate update prompt (lib/pwa.tsx). The
 * action closes it after running.
 */
export function SnackbarCard({
  message,
  color = 'default',
  action,
  closeLabel,
  onClose,
}: Pick<SnackbarOptions, 'message' | 'color' | 'action'> & { closeLabel: string; onClose: () => void }) {
  return (
    <div
      role={color === 'error' || color === 'warning' ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-xl py-2 pr-2 pl-4 shadow-lg motion-safe:animate-snack-in',
        colors[color],
      )}
    >
      <div className="flex-1 py-1.5 text-sm font-medium">{message}</div>
      {action && (
        <button
          type="button"
          className="min-h-10 rounded-lg px-3 text-sm font-bold uppercase hover:bg-white/15"
          onClick={() => {
            action.onClick();
            onClose();
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-white/15"
      >
        <Icon name="close" className="size-5" />
      </button>
    </div>
  );
}
