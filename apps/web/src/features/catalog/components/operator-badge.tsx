import type { Operator } from '@konter/core/phone';
import { cn } from '../../../components/ui/cn';
import { operatorStyle } from '../labels';

/** The operator a number belongs to, as a small coloured mark with its name (a light "logo"). */
export function OperatorBadge({ operator, byU = false }: { operator: Operator; byU?: boolean }) {
  const style = operatorStyle[byU ? 'byu' : operator];
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="operator-badge">
      <span
        aria-hidden="true"
        className={cn(
          'flex h-6 min-w-6 items-center justify-center rounded-md px-1 text-[10px] font-black tracking-tight',
          style.className,
        )}
      >
        {style.short}
      </span>
      <span className="text-sm font-semibold text-slate-800">{style.name}</span>
    </span>
  );
}
