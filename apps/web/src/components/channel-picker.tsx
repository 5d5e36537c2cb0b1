import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './ui/cn';
import { Icon } from './ui/icons';

export type Channel = 'email' | 'whatsapp';

/** Where to send a one-time code: e-mail or WhatsApp, each with its (masked) destination. */
export function ChannelPicker({
  value,
  onChange,
  destinations,
  legend,
}: {
  value: Channel;
  onChange: (c: Channel) => void;
  destinations: Partial<Record<Channel, string | null>>;
  legend: string;
}) {
  const { t } = useTranslation('common');
  const name = useId();
  const options: Array<{ key: Channel; icon: 'mail' | 'phone'; label: string }> = [
    { key: 'whatsapp', icon: 'phone', label: t('channel.whatsapp') },
    { key: 'email', icon: 'mail', label: t('channel.email') },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      {options.map((o) => (
        <label
          key={o.key}
          className={cn(
            'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-2',
            value === o.key ? 'border-brand-600 ring-2 ring-brand-500/30' : 'border-slate-300',
          )}
        >
          <input
            type="radio"
            name={name}
            value={o.key}
            checked={value === o.key}
            onChange={() => onChange(o.key)}
            className="size-5 accent-brand-700"
          />
          <Icon name={o.icon} className="size-5 text-slate-500" />
          <span className="flex flex-col">
            <span className="font-medium text-slate-900">{o.label}</span>
            {destinations[o.key] && <span className="text-sm text-slate-500">{destinations[o.key]}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
