import type { ReactNode } from 'react';
import { useModalDialog } from '../../components/ui/dialog';

/**
 * The phone's menu: a native modal <dialog> from the left edge (focus trap, Escape and the top
 * layer from the browser); a tap on the backdrop closes it. Its content exists only while open, so
 * the page holds one copy of the menu.
 */
export function Drawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop taps only; Escape is handled by onCancel
    <dialog
      ref={ref}
      id="console-drawer"
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-slate-900 p-0 text-slate-100 backdrop:bg-slate-900/60"
    >
      {open && children}
    </dialog>
  );
}
