import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClasses } from '../../../components/ui/text-field';
import { useHsCodes } from '../api';

/**
 * An HS code with a typeahead over the server's HS list (`mlo/cn23/hscodes?q=`): by words (id/en)
 * or by the code's first digits. A code typed in full that is not in the list is kept as typed.
 */
export function HsCodeField({
  value,
  label,
  onChange,
  error,
  testId,
}: {
  value: string;
  label: string;
  onChange: (code: string, name: string) => void;
  error?: string | undefined;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('postal');
  const id = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const q = useDeferredValue(text);
  const hits = useHsCodes(open ? q : '');
  const list = hits.data ?? [];
  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        className={fieldClasses(Boolean(error))}
        value={text}
        placeholder={t('cn23.hsPlaceholder')}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          onChange(e.target.value.replace(/[\s.]/g, ''), '');
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
      {open && list.length > 0 && (
        <ul className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
          {list.map((h) => {
            const name = i18n.language === 'id' ? h.id : h.en;
            return (
              <li key={h.code}>
                <button
                  type="button"
                  className="flex w-full gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    setText(`${h.formatted} ${name}`);
                    setOpen(false);
                    onChange(h.code, name);
                  }}
                >
                  <span className="font-mono font-semibold text-brand-800">{h.formatted}</span>
                  <span className="text-slate-700">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
