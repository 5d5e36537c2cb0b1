import { cn } from '../../../components/ui/cn';
import type { Brand } from '../api/get-brands';

/** Brands (or countries) of a type as a wrapping row of chips: one tap picks one. */
export function BrandPicker({
  brands,
  value,
  onChange,
  label,
}: {
  brands: Brand[];
  value: string | null;
  onChange: (code: string) => void;
  label: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {brands.map((b) => {
          const checked = b.code === value;
          return (
            <label
              key={b.code}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-xl border px-3.5 text-sm font-semibold transition-colors',
                'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500',
              )}
            >
              <input
                type="radio"
                name="brand"
                value={b.code}
                checked={checked}
                onChange={() => onChange(b.code)}
                className="sr-only"
              />
              {b.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
