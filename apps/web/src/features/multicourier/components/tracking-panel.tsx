import {
  isMulticourierCourier,
  MULTICOURIER_COURIER_INFO,
  MULTICOURIER_COURIERS,
  type MulticourierCourier,
} from '@konter/core/contracts/shipping';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fieldClasses, TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useTrackShipment } from '../api/track-shipment';
import { CourierBadge, ShippingChip } from './chips';
import { Timeline } from './timeline';

/**
 * Tracking by AWB (required: the spec's message) and an optional courier → the timeline. A member
 * who names the courier asks the member route (it refreshes the shipment too); a visitor asks the
 * public one. `initial` looks up at once (links from a shipment).
 */
export function TrackingPanel({
  signedIn,
  initial,
}: {
  signedIn: boolean;
  initial?: { awb?: string | null; courier?: string | null };
}) {
  const { t } = useTranslation(['multicourier', 'common', 'errors']);
  const id = useId();
  const track = useTrackShipment(signedIn);
  const [awb, setAwb] = useState(initial?.awb ?? '');
  const [courier, setCourier] = useState<MulticourierCourier | ''>(
    initial?.courier && isMulticourierCourier(initial.courier) ? initial.courier : '',
  );
  const [missing, setMissing] = useState(false);

  const run = (value = awb, c = courier) => {
    if (!value.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    track.mutate({ awb: value.trim(), courier: c || undefined });
  };

  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a link with an AWB looks it up once
  useEffect(() => {
    if (started.current || !initial?.awb) return;
    started.current = true;
    run(initial.awb, courier);
  }, []);

  const fieldError =
    isApiError(track.error) &&
    (track.error.code === 'shipping_awb_required' || Boolean(track.error.errors?.awb));
  const failure =
    track.error && !fieldError
      ? isApiError(track.error) && track.error.status > 0 && track.error.status < 500
        ? errorMessage(t, track.error)
        : t('errors:shipping_tracking_failed')
      : null;
  const result = track.data;

  return (
    <div className="space-y-4">
      <Card>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            run();
          }}
          data-testid="tracking-form"
        >
          <TextField
            label={t('tracking.awb')}
            value={awb}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t('tracking.awbPlaceholder')}
            onChange={(e) => {
              setAwb(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
            error={missing || fieldError ? t('errors:shipping_awb_required') : undefined}
          />
          <div className="space-y-1.5">
            <label htmlFor={`${id}-courier`} className="block text-sm font-medium text-slate-700">
              {t('tracking.courier')}
            </label>
            <select
              id={`${id}-courier`}
              className={fieldClasses(false)}
              value={courier}
              onChange={(e) => setCourier(e.target.value as MulticourierCourier | '')}
            >
              <option value="">{t('tracking.anyCourier')}</option>
              {MULTICOURIER_COURIERS.map((c) => (
                <option key={c} value={c}>
                  {MULTICOURIER_COURIER_INFO[c].name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" block loading={track.isPending}>
            {t('tracking.submit')}
          </Button>
        </form>
      </Card>
      {failure && (
        <Alert tone="error" title={t('tracking.failedTitle')}>
          {failure}
        </Alert>
      )}
      {result && !track.isPending && (
        <Card className="space-y-4" data-testid="tracking-result">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex flex-wrap items-center gap-2">
              {result.courier ? (
                <CourierBadge courier={result.courier} />
              ) : (
                <span className="font-semibold">{result.expedition}</span>
              )}
              <span className="font-mono font-bold break-all text-slate-900">{result.awb}</span>
            </p>
            <ShippingChip state={result.shipping_status} />
          </div>
          <Timeline events={result.history} />
        </Card>
      )}
    </div>
  );
}
