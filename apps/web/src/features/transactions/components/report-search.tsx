import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** As long as the server accepts (transactionListQuery `search`). */
export const SEARCH_MAX = 64;

/**
 * The report's search box: ref ID, destination / customer number, product name. What is typed is
 * sent once it has rested for `delay` ms (or at once with Enter or the clear button); the server
 * matches it. A new `value` from outside (Back, a shared link) replaces the text.
 */
export function ReportSearch({
  value,
  onSearch,
  delay = 400,
}: {
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
  delay?: number;
}) {
  const { t } = useTranslation('transactions');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const settled = useDebouncedValue(text.trim(), delay);
  // What the page was last told (or showed): typing is sent once, and only when it changed.
  const sent = useRef(value ?? '');
  const send = (next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    onSearch(next || undefined);
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    sendRef.current(settled);
  }, [settled]);

  useEffect(() => {
    const outside = value ?? '';
    if (outside === sent.current) return;
    sent.current = outside;
    setText(outside);
  }, [value]);

  return (
    <search>
      <form
        className="space-y-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          send(text.trim());
        }}
      >
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-700">
          {t('filter.search')}
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={`${id}-search`}
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_MAX}
            placeholder={t('filter.searchPlaceholder')}
            className={cn(fieldClasses(false), 'pr-12 pl-11 [&::-webkit-search-cancel-button]:hidden')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {text && (
            <button
              type="button"
              className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
              aria-label={t('filter.clearSearch')}
              onClick={() => {
                setText('');
                send('');
              }}
            >
              <Icon name="close" className="size-5" />
            </button>
          )}
        </div>
      </form>
    </search>
  );
}
