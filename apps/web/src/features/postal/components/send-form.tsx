import {
  CN23_CATEGORIES,
  type Cn23Category,
  type Cn23TaxEstimate,
  DECLARED_CURRENCIES,
  POSTAL_COUNTRIES,
  type PostalCountry,
  type PostalServiceOption,
  type PostalShipment,
} from '@konter/core/contracts/postal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PinInput } from '../../../components/ui/pin-input';
import { fieldClasses, TextField } from '../../../components/ui/text-field';
import { isApiError, isStatus } from '../../../lib/api-error';
import { useAccount } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { formatRupiah } from '../../../lib/money';
import {
  cn23PdfUrl,
  useAddCn23,
  useDomesticFee,
  useInternationalFee,
  useKurs,
  usePostalAgent,
  useSend,
  useTax,
} from '../api';
import { posPaths } from '../paths';
import { Row, Section } from './common';
import { HsCodeField } from './hs-code-field';

type Party = { name: string; phone: string; address: string; city: string; postal_code: string };
const emptyParty: Party = { name: '', phone: '', address: '', city: '', postal_code: '' };
interface Line {
  description: string;
  quantity: string;
  net_weight_g: string;
  value: string;
  hs_code: string;
}
const emptyLine: Line = { description: '', quantity: '1', net_weight_g: '', value: '', hs_code: '' };
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.replace(',', '.')));
const currencyOf = (c: PostalCountry) => POSTAL_COUNTRIES.find((x) => x.code === c)!.currency;

/**
 * The postal shipment form (/pos/kirim?type=nipos|ipos): sender and addressee, the item, for an
 * international parcel the CN23 (items with HS codes from the search, value currency with the rate,
 * the destination tax estimate), the tariffs, then the confirmation with the PIN → send.
 */
export function SendForm({ type }: { type: 'nipos' | 'ipos' }) {
  const { t, i18n } = useTranslation(['postal', 'common', 'errors']);
  const { data: account } = useAccount();
  const agent = usePostalAgent();
  const international = type === 'ipos';
  const [country, setCountry] = useState<PostalCountry>('SG');
  const [sender, setSender] = useState<Party>(emptyParty);
  const [recipient, setRecipient] = useState<Party>(emptyParty);
  const [itemType, setItemType] = useState<'package' | 'document'>('package');
  const [content, setContent] = useState('');
  const [weight, setWeight] = useState('');
  const [dims, setDims] = useState({ length_cm: '10', width_cm: '10', height_cm: '10' });
  const [value, setValue] = useState('');
  const [insurance, setInsurance] = useState(false);
  const [category, setCategory] = useState<Cn23Category>('gift');
  const [currency, setCurrency] = useState<string>('SGD');
  const [lines, setLines] = useState<Line[]>([{ ...emptyLine }]);
  const [options, setOptions] = useState<PostalServiceOption[] | null>(null);
  const [chosen, setChosen] = useState<PostalServiceOption | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [cn23Id, setCn23Id] = useState<number | null>(null);
  const [done, setDone] = useState<PostalShipment | null>(null);
  const domestic = useDomesticFee();
  const intl = useInternationalFee();
  const send = useSend();
  const addCn23 = useAddCn23();
  const tax = useTax();
  const kurs = useKurs();
  const needsCn23 = international && itemType === 'package';

  // The agent's own details as the default sender.
  useEffect(() => {
    const a = agent.data;
    if (a && !sender.name)
      setSender({
        name: a.name,
        phone: a.phone,
        address: a.address ?? '',
        city: a.city ?? '',
        postal_code: a.postal_code ?? '',
      });
  }, [agent.data, sender.name]);
  useEffect(() => setCurrency(currencyOf(country)), [country]);
  // Anything that changes the price or the declaration asks for fresh tariffs (and a new CN23).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the trigger
  useEffect(() => {
    setOptions(null);
    setCn23Id(null);
  }, [
    type,
    country,
    itemType,
    weight,
    dims,
    value,
    insurance,
    sender.postal_code,
    recipient.postal_code,
    lines,
    category,
    currency,
  ]);

  const lineTotal = lines.reduce((n, l) => n + (num(l.value) || 0), 0);
  // The tax estimate follows the declared values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the declaration changes
  useEffect(() => {
    if (!needsCn23 || !lines.every((l) => num(l.value) > 0)) return;
    const h = setTimeout(
      () =>
        tax.mutate({
          country,
          currency: currency as never,
          items: lines.map((l) => ({ value: num(l.value) })),
          category,
        }),
      300,
    );
    return () => clearTimeout(h);
  }, [needsCn23, country, currency, category, JSON.stringify(lines.map((l) => l.value))]);

  const fieldError = (e: unknown, map: (f: string) => string = (f) => f) => {
    if (!isApiError(e) || e.status !== 422 || !e.errors) return false;
    const next: Record<string, string> = {};
    for (const [f, list] of Object.entries(e.errors))
      if (list[0]) next[map(f)] = fieldErrorMessage(t, f, list[0]);
    setErrors(next);
    return Object.keys(next).length > 0;
  };

  const dimsNum = {
    length_cm: num(dims.length_cm),
    width_cm: num(dims.width_cm),
    height_cm: num(dims.height_cm),
  };
  const itemValue =
    international && needsCn23 ? Math.round(tax.data?.value_idr ?? 0) : Math.round(num(value) || 0);

  const checkTariffs = () => {
    setErrors({});
    setAlert(null);
    const onError = (e: unknown) => {
      if (
        !fieldError(e, (f) =>
          f === 'origin_postal_code'
            ? 'sender.postal_code'
            : f === 'destination_postal_code'
              ? 'recipient.postal_code'
              : f,
        )
      )
        setAlert(errorMessage(t, e));
    };
    if (international)
      intl.mutate(
        { country, weight_g: num(weight), ...dimsNum, item_type: itemType, item_value: itemValue, insurance },
        { onSuccess: setOptions, onError },
      );
    else
      domestic.mutate(
        {
          origin_postal_code: sender.postal_code,
          destination_postal_code: recipient.postal_code,
          weight_g: num(weight),
          ...dimsNum,
          item_value: itemValue,
          insurance,
        },
        { onSuccess: setOptions, onError },
      );
  };

  const confirm = async () => {
    if (!chosen) return;
    if (pin.length !== 6) return setPinError(t('send.pinRequired'));
    setPinError(null);
    setAlert(null);
    let cn23 = cn23Id;
    try {
      if (needsCn23 && cn23 === null) {
        const made = await addCn23.mutateAsync({
          country,
          category,
          currency: currency as never,
          sender,
          recipient,
          items: lines.map((l) => ({
            description: l.description,
            quantity: num(l.quantity),
            net_weight_g: num(l.net_weight_g),
            value: num(l.value),
            hs_code: l.hs_code,
            origin_country: 'ID',
          })),
        });
        cn23 = made.id;
        setCn23Id(made.id);
      }
      const shipment = await send.mutateAsync({
        type,
        service_code: chosen.service_code,
        ...(international ? { country } : {}),
        sender,
        recipient,
        item_type: international ? itemType : 'package',
        item_content: content || (lines[0]?.description ?? ''),
        weight_g: num(weight),
        ...dimsNum,
        item_value: itemValue,
        insurance,
        ...(cn23 !== null ? { cn23_id: cn23 } : {}),
        expected_total: chosen.total_cost,
        pin,
      });
      setDone(shipment);
      setChosen(null);
    } catch (e) {
      setPin('');
      if (isStatus(e, 429, 'pin_locked')) return setPinError(errorMessage(t, e));
      const pinField = isApiError(e) ? e.errors?.pin?.[0] : undefined;
      if (pinField) return setPinError(fieldErrorMessage(t, 'pin', pinField));
      if (isApiError(e) && e.code === 'postal_price_changed') {
        setChosen(null);
        setOptions(null);
        return setAlert(errorMessage(t, e));
      }
      if (fieldError(e)) return setChosen(null);
      setAlert(errorMessage(t, e));
    }
  };

  if (done)
    return (
      <div className="space-y-4" data-testid="pos-sent">
        <Alert tone="success">{t('send.sent', { ref: done.ref_id })}</Alert>
        <Section title={t('send.sentTitle')}>
          <Row
            label={t('fields.awb')}
            value={
              <span className="font-mono font-semibold" data-testid="pos-awb">
                {done.awb}
              </span>
            }
          />
          <Row label={t('fields.service')} value={done.service_name} />
          <Row label={t('fields.recipient')} value={`${done.recipient.name}, ${done.recipient.city}`} />
          <Row label={t('cost.total')} value={formatRupiah(done.total_cost)} strong />
          <Row label={t('cost.depositAfter')} value={formatRupiah(done.end_balance ?? 0)} />
        </Section>
        <div className="flex flex-wrap gap-3">
          {done.cn23_id && (
            <a
              href={cn23PdfUrl(done.cn23_id)}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses('primary')}
              data-testid="pos-print-cn23"
            >
              {t('cn23.print')}
            </a>
          )}
          <Link to={posPaths.history} className={buttonClasses('secondary')}>
            {t('dashboard.tiles.history')}
          </Link>
          <Button variant="ghost" onClick={() => window.location.reload()}>
            {t('send.again')}
          </Button>
        </div>
      </div>
    );

  const party = (who: 'sender' | 'recipient', p: Party, set: (p: Party) => void) => (
    <Section title={t(`send.${who}` as 'send.sender')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['name', 'phone', 'address', 'city', 'postal_code'] as const).map((f) => (
          <TextField
            key={f}
            label={t(`fields.${f}` as 'fields.name')}
            value={p[f]}
            inputMode={
              f === 'phone' || (f === 'postal_code' && (who === 'sender' || !international))
                ? 'numeric'
                : undefined
            }
            containerClassName={f === 'address' ? 'sm:col-span-2' : undefined}
            error={errors[`${who}.${f}`]}
            data-testid={`pos-${who}-${f}`}
            onChange={(e) => set({ ...p, [f]: e.target.value })}
          />
        ))}
      </div>
    </Section>
  );

  const rate = (c: string) => kurs.data?.rates.find((r) => r.currency === c)?.idr;
  const busy = domestic.isPending || intl.isPending;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        checkTariffs();
      }}
    >
      {international && (
        <Section title={t('send.destination')}>
          <label className="block space-y-1.5">
            <span className="block text-sm font-medium text-slate-700">{t('fields.country')}</span>
            <select
              className={fieldClasses(false)}
              value={country}
              data-testid="pos-country"
              onChange={(e) => setCountry(e.target.value as PostalCountry)}
            >
              {POSTAL_COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c[(i18n.language as 'id' | 'en' | 'zh') ?? 'id'] ?? c.en}
                </option>
              ))}
            </select>
          </label>
        </Section>
      )}
      {party('sender', sender, setSender)}
      {party('recipient', recipient, setRecipient)}
      <Section title={t('send.item')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {international && (
            <label className="block space-y-1.5 sm:col-span-2">
              <span className="block text-sm font-medium text-slate-700">{t('fields.itemType')}</span>
              <select
                className={fieldClasses(false)}
                value={itemType}
                onChange={(e) => setItemType(e.target.value as 'package')}
              >
                <option value="package">{t('itemType.package')}</option>
                <option value="document">{t('itemType.document')}</option>
              </select>
            </label>
          )}
          <TextField
            label={t('fields.content')}
            value={content}
            error={errors.item_content}
            containerClassName="sm:col-span-2"
            data-testid="pos-content"
            onChange={(e) => setContent(e.target.value)}
          />
          <TextField
            label={t('fields.weight')}
            inputMode="numeric"
            value={weight}
            error={errors.weight_g}
            data-testid="pos-weight"
            onChange={(e) => setWeight(e.target.value)}
          />
          <div className="grid grid-cols-3 gap-2">
            {(['length_cm', 'width_cm', 'height_cm'] as const).map((d) => (
              <TextField
                key={d}
                label={t(`fields.${d}` as 'fields.length_cm')}
                inputMode="numeric"
                value={dims[d]}
                error={errors[d]}
                onChange={(e) => setDims({ ...dims, [d]: e.target.value })}
              />
            ))}
          </div>
          {!needsCn23 && (
            <TextField
              label={t('fields.value')}
              inputMode="numeric"
              value={value}
              error={errors.item_value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          <label className="flex items-center gap-2 self-end pb-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-5"
              checked={insurance}
              onChange={(e) => setInsurance(e.target.checked)}
            />
            {t('fields.insurance')}
          </label>
        </div>
      </Section>

      {needsCn23 && (
        <Section title={t('cn23.title')}>
          <p className="mb-3 text-sm text-slate-600">{t('cn23.intro')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="block space-y-1.5">
              <span className="block text-sm font-medium text-slate-700">{t('cn23.category')}</span>
              <select
                className={fieldClasses(false)}
                value={category}
                onChange={(e) => setCategory(e.target.value as Cn23Category)}
              >
                {CN23_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`cn23.categories.${c}` as 'cn23.categories.gift')}
                  </option>
                ))}
              </select>
            </label>
            <label className="block space-y-1.5">
              <span className="block text-sm font-medium text-slate-700">{t('cn23.currency')}</span>
              <select
                className={fieldClasses(false)}
                value={currency}
                data-testid="pos-currency"
                onChange={(e) => setCurrency(e.target.value)}
              >
                {DECLARED_CURRENCIES.filter(
                  (c) => c === 'IDR' || c === 'USD' || c === currencyOf(country),
                ).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              {currency !== 'IDR' && (
                <span className="block text-xs text-slate-600" data-testid="pos-kurs">
                  {rate(currency)
                    ? t('cn23.kurs', { currency, idr: formatRupiah(Math.round(rate(currency)!)) })
                    : t('cn23.kursLoading')}
                </span>
              )}
            </label>
          </div>
          <ol className="mt-4 space-y-4">
            {lines.map((l, i) => {
              const set = (patch: Partial<Line>) =>
                setLines(lines.map((x, j) => (j === i ? { ...x, ...patch } : x)));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
                <li key={i} className="rounded-xl border border-slate-200 p-3" data-testid={`pos-line-${i}`}>
                  <div className="mb-2 flex items-center justify-between">
                    <span className="text-sm font-semibold text-slate-800">
                      {t('cn23.line', { n: i + 1 })}
                    </span>
                    {lines.length > 1 && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() => setLines(lines.filter((_, j) => j !== i))}
                      >
                        {t('cn23.removeLine')}
                      </Button>
                    )}
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField
                      label={t('cn23.description')}
                      value={l.description}
                      error={errors[`items.${i}.description`]}
                      data-testid={`pos-line-${i}-description`}
                      onChange={(e) => set({ description: e.target.value })}
                    />
                    <HsCodeField
                      label={t('cn23.hsCode')}
                      value={l.hs_code}
                      error={errors[`items.${i}.hs_code`]}
                      testId={`pos-line-${i}-hs`}
                      onChange={(code) => set({ hs_code: code })}
                    />
                    <div className="grid grid-cols-3 gap-2 sm:col-span-2">
                      <TextField
                        label={t('cn23.quantity')}
                        inputMode="numeric"
                        value={l.quantity}
                        error={errors[`items.${i}.quantity`]}
                        onChange={(e) => set({ quantity: e.target.value })}
                      />
                      <TextField
                        label={t('cn23.netWeight')}
                        inputMode="numeric"
                        value={l.net_weight_g}
                        error={errors[`items.${i}.net_weight_g`]}
                        data-testid={`pos-line-${i}-weight`}
                        onChange={(e) => set({ net_weight_g: e.target.value })}
                      />
                      <TextField
                        label={t('cn23.value', { currency })}
                        inputMode="decimal"
                        value={l.value}
                        error={errors[`items.${i}.value`]}
                        data-testid={`pos-line-${i}-value`}
                        onChange={(e) => set({ value: e.target.value })}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-3"
            data-testid="pos-add-line"
            onClick={() => setLines([...lines, { ...emptyLine }])}
          >
            {t('cn23.addLine')}
          </Button>
          <TaxEstimate estimate={tax.data ?? null} total={lineTotal} currency={currency} />
        </Section>
      )}

      {alert && <Alert tone="error">{alert}</Alert>}
      <Button type="submit" block loading={busy} data-testid="pos-check-tariff">
        {t('send.checkTariff')}
      </Button>

      {options && (
        <Section title={t('send.services')}>
          {options.length === 0 ? (
            <p className="text-sm text-slate-600">{t('send.noServices')}</p>
          ) : (
            <ul className="space-y-2" data-testid="pos-services">
              {options.map((o) => (
                <li key={o.service_code}>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 text-left hover:border-brand-400 hover:bg-brand-50"
                    data-testid={`pos-service-${o.service_code}`}
                    onClick={() => {
                      setPin('');
                      setPinError(null);
                      setChosen(o);
                    }}
                  >
                    <span>
                      <span className="block font-semibold text-slate-900">{o.service_name}</span>
                      <span className="block text-xs text-slate-600">
                        {t('send.etd', { min: o.etd_min, max: o.etd_max })}
                      </span>
                    </span>
                    <span className="font-semibold tabular-nums text-slate-900">
                      {formatRupiah(o.total_cost)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}

      <Dialog open={chosen !== null} onClose={() => setChosen(null)} title={t('send.confirmTitle')}>
        {chosen && (
          <div className="space-y-4" data-testid="pos-confirm">
            <div>
              <Row label={t('fields.service')} value={chosen.service_name} />
              <Row label={t('cost.fee')} value={formatRupiah(chosen.shipping_fee)} />
              <Row label={t('cost.tax')} value={formatRupiah(chosen.shipping_tax)} />
              {chosen.insurance_fee > 0 && (
                <Row
                  label={t('cost.insurance')}
                  value={formatRupiah(chosen.insurance_fee + chosen.insurance_tax)}
                />
              )}
              <Row label={t('cost.total')} value={formatRupiah(chosen.total_cost)} strong />
              {account && (
                <Row
                  label={t('cost.depositAfter')}
                  value={formatRupiah(account.deposit - chosen.total_cost)}
                />
              )}
            </div>
            {needsCn23 && <p className="text-sm text-slate-600">{t('send.cn23Note')}</p>}
            <PinInput
              label={t('send.pin')}
              value={pin}
              onChange={setPin}
              mask
              error={pinError ?? undefined}
              autoFocus
            />
            {alert && <Alert tone="error">{alert}</Alert>}
            <Button
              block
              loading={send.isPending || addCn23.isPending}
              data-testid="pos-send"
              onClick={() => void confirm()}
            >
              {t('send.submit', { total: formatRupiah(chosen.total_cost) })}
            </Button>
          </div>
        )}
      </Dialog>
    </form>
  );
}

function TaxEstimate({
  estimate,
  total,
  currency,
}: {
  estimate: Cn23TaxEstimate | null;
  total: number;
  currency: string;
}) {
  const { t } = useTranslation('postal');
  if (!estimate || total <= 0) return <p className="mt-4 text-sm text-slate-500">{t('tax.hint')}</p>;
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-3" data-testid="pos-tax">
      <p className="mb-1 text-sm font-semibold text-slate-900">{t('tax.title')}</p>
      <Row
        label={t('tax.declared')}
        value={`${currency} ${estimate.declared_value.toLocaleString('id-ID')}`}
      />
      <Row label={t('tax.inIdr')} value={formatRupiah(estimate.value_idr)} />
      <Row
        label={t('tax.inLocal', { currency: estimate.local_currency })}
        value={`${estimate.local_currency} ${estimate.value_local.toLocaleString('id-ID')}`}
      />
      <Row
        label={t('tax.duty', { percent: estimate.duty_percent })}
        value={formatRupiah(estimate.duty_idr)}
      />
      <Row
        label={t('tax.vat', { name: estimate.vat_name, percent: estimate.vat_percent })}
        value={formatRupiah(estimate.vat_idr)}
      />
      <Row label={t('tax.total')} value={formatRupiah(estimate.tax_idr)} strong />
      <p className="mt-2 text-xs text-slate-600">{estimate.exempt ? t('tax.exempt') : t('tax.due')}</p>
      <p className="mt-1 text-xs text-slate-500">{estimate.source}</p>
    </div>
  );
}
